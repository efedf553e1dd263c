import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { brokenDocLinks, headingAnchors } from './check-doc-links.mjs';

// Links are put together here so that this file does not link to headings itself.
const link = (page, anchor) => ['docs', `${page}${anchor ? `#${anchor}` : ''}`].join('/');

describe('headingAnchors', () => {
  it('gives the anchors GitHub gives', () => {
    const anchors = headingAnchors(
      [
        '# How the shop behaves',
        '## Order placement',
        '### Cart merge at login',
        '## Catalogue search (`api`)',
        '## The shape of a larger shop',
        '## Order placement',
        '```sh',
        '# not a heading',
        '```',
      ].join('\n'),
    );
    expect([...anchors]).toEqual([
      'how-the-shop-behaves',
      'order-placement',
      'cart-merge-at-login',
      'catalogue-search-api',
      'the-shape-of-a-larger-shop',
      'order-placement-1',
    ]);
  });
});

describe('brokenDocLinks', () => {
  let root;
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('accepts links to headings that exist and names the ones that do not', () => {
    root = mkdtempSync(join(tmpdir(), 'doc-links-'));
    write(link('behaviour.md'), '# Behaviour\n\n## Order placement\n\n### Local cache\n');
    write(link('adr/0001-layout.md'), '# Layout\n');
    write(
      'packages/core/src/order.ts',
      [
        `/** Placed once (see ${link('behaviour.md', 'order-placement')}). */`,
        `// Falls back to memory (${link('behaviour.md', 'local-cache')}); why: ${link('adr/0001-layout.md')}.`,
        `// Renamed since: ${link('behaviour.md', 'orders')}`,
        `/* Nowhere: ${link('nothing.md', 'x')} */`,
        `const url = 'https://example.com/${link('behaviour.md', 'gone')}';`,
      ].join('\n'),
    );
    write('packages/core/node_modules/dep/index.js', `// ${link('behaviour.md', 'gone')}`);
    expect(brokenDocLinks(root)).toEqual([
      `packages/core/src/order.ts:3: ${link('behaviour.md')} has no heading #orders`,
      `packages/core/src/order.ts:4: ${link('nothing.md')} does not exist`,
    ]);
  });
});
