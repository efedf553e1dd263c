import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readLinesSync } from './line-reader.js';

const dir = mkdtempSync(join(tmpdir(), 'line-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fileWith(name: string, content: string | Buffer): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe('readLinesSync', () => {
  it('numbers every line, blank ones included, and reads a last line without newline', () => {
    const file = fileWith('plain.ndjson', 'one\n\nthree\nfour');
    expect([...readLinesSync(file)]).toEqual([
      { lineNumber: 1, text: 'one' },
      { lineNumber: 2, text: '' },
      { lineNumber: 3, text: 'three' },
      { lineNumber: 4, text: 'four', unterminated: true },
    ]);
  });

  it('yields no extra empty line after a final newline', () => {
    expect([...readLinesSync(fileWith('final.ndjson', 'a\nb\n'))].map((l) => l.text)).toEqual(['a', 'b']);
  });

  it('drops CR of CRLF files and a byte order mark', () => {
    const file = fileWith('crlf.ndjson', '\uFEFF{"a":1}\r\n{"b":2}\r\n');
    expect([...readLinesSync(file)].map((l) => l.text)).toEqual(['{"a":1}', '{"b":2}']);
  });

  it('joins lines and multi-byte characters that span chunk boundaries', () => {
    const lines = ['Grüße aus München', 'ß€😀 '.repeat(7), '', 'Ünïcödé'];
    const file = fileWith('utf8.ndjson', lines.join('\n'));
    for (const chunkSize of [1, 2, 3, 5, 7, 64]) {
      expect([...readLinesSync(file, chunkSize)].map((l) => l.text)).toEqual(lines);
    }
  });

  it('reads an empty file as no lines', () => {
    expect([...readLinesSync(fileWith('empty.ndjson', ''))]).toEqual([]);
  });

  it('throws when the file cannot be opened', () => {
    expect(() => [...readLinesSync(join(dir, 'missing.ndjson'))]).toThrow(/ENOENT/);
  });
});
