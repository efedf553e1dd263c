import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Core runs in the API, in server rendering and in the browser, so its code reaches for none of them directly.
// Browser storage is the one place that looks for browser globals, and does so at call time (storage/).
const root = fileURLToPath(new URL('./', import.meta.url));
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

function sources(dir: string): Array<{ name: string; text: string }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return [{ name: relative(root, path), text: withoutComments(readFileSync(path, 'utf8')) }];
  });
}

describe('packages/core', () => {
  const files = sources(root);

  it('imports neither Node built-ins nor React', () => {
    expect(files.filter(({ text }) => /from '(node:|fs'|path'|crypto'|react)/.test(text)).map((f) => f.name)).toEqual(
      [],
    );
  });

  it('touches no runtime globals outside the storage manager', () => {
    // The look-behind keeps names such as 'attribute-document.js' from counting as the DOM's `document.`.
    const globals = /(?<![\w/.-])(process|window|document)\.|(?<![\w/.-])localStorage\b/;
    const offenders = files
      .filter(({ name, text }) => !name.startsWith('storage/') && globals.test(text))
      .map((f) => f.name);
    expect(offenders).toEqual([]);
  });
});
