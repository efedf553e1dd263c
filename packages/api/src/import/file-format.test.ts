import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { detectFileFormat } from './file-format.js';

const dir = mkdtempSync(join(tmpdir(), 'file-format-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function formatOf(content: string, chunkSize?: number): string {
  const file = join(dir, 'file.json');
  writeFileSync(file, content);
  return detectFileFormat(file, chunkSize);
}

describe('detectFileFormat', () => {
  it('sees a JSON array by its first non-whitespace character', () => {
    expect(formatOf('[\n  {"id": 1}\n]\n')).toBe('json-array');
    expect(formatOf('\uFEFF  \r\n\t[]')).toBe('json-array');
  });
  it('reads anything else as NDJSON', () => {
    expect(formatOf('{"_index":"x","_source":{}}\n')).toBe('ndjson');
    expect(formatOf('\n\nnot json')).toBe('ndjson');
  });
  it('looks past chunks of whitespace', () => {
    expect(formatOf(`${' '.repeat(50)}[]`, 8)).toBe('json-array');
  });
  it('reports an empty or whitespace-only file as empty', () => {
    expect(formatOf('')).toBe('empty');
    expect(formatOf(' \n\n ')).toBe('empty');
  });
});
