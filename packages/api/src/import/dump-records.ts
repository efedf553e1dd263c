import { readFileSync } from 'node:fs';
import type { DumpFileFormat } from './file-format.js';
import { ImportError } from './import-error.js';
import { readLinesSync } from './line-reader.js';

/** One parsed entry of a dump file, or why it could not be parsed. `location` is `file:line` or `file[element]`. */
export type DumpRecord = { location: string; value: unknown } | { location: string; error: string };

function* ndjsonRecords(file: string): Generator<DumpRecord> {
  for (const { lineNumber, text } of readLinesSync(file)) {
    if (text.trim() === '') continue;
    const location = `${file}:${lineNumber}`;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      yield { location, error: `invalid JSON (${(error as Error).message})` };
      continue;
    }
    yield { location, value };
  }
}

/**
 * JSON arrays are parsed whole, so their size is bounded by memory and by V8's maximum string length (about 512 MB);
 * large catalogues should come as NDJSON, which is streamed line by line.
 */
function* jsonArrayRecords(file: string): Generator<DumpRecord> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ImportError(`${file}: not a valid JSON array (${(error as Error).message})`);
  }
  if (!Array.isArray(parsed)) throw new ImportError(`${file}: expected a JSON array of documents`);
  for (let i = 0; i < parsed.length; i++) yield { location: `${file}[${i}]`, value: parsed[i] as unknown };
}

export function readDumpRecords(file: string, format: DumpFileFormat): Iterable<DumpRecord> {
  if (format === 'json-array') return jsonArrayRecords(file);
  if (format === 'ndjson') return ndjsonRecords(file);
  return [];
}
