import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// This code is bundled into the browser and also renders on the server, so it must not reach for either side's APIs.
// Comments may name these APIs to explain why the code avoids them.
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const folders = ['../config/', './'].map((relative) => fileURLToPath(new URL(relative, import.meta.url)));
const sources = folders.flatMap((folder) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => ({ name, text: withoutComments(readFileSync(folder + name, 'utf8')) })),
);

describe('config and i18n sources', () => {
  it('exist', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it('import neither Node built-ins nor React and touch no runtime globals', () => {
    const offenders = sources
      .filter(({ text }) =>
        /from '(node:|fs'|path'|react)|\bprocess\.|\bwindow\.|\bdocument\.|\blocalStorage\b/.test(text),
      )
      .map(({ name }) => name);
    expect(offenders).toEqual([]);
  });
});
