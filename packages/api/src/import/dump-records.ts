import { readFileSync } from 'node:fs';
import type { DumpFileFormat } from './file-format.js';
import { ImportError } from './import-error.js';
import { readLinesSync } from './line-reader.js';

/**
 * One parsed entry of a dump file, or why it could not be parsed. `location` is `file:line` or `file[element]`.
 * `truncated` marks an unparsable last line with no newline after it: the sign of an incomplete download.
 */
export type DumpRecord = { location: string; value: unknown } | { location: string; error: string; truncated?: true };

export const TRUNCATED_HINT = 'the file looks truncated (an incomplete download)';

function* ndjsonRecords(file: string): Generator<DumpRecord> {
  for (const { lineNumber, text, unterminated } of readLinesSync(file)) {
    if (text.trim() === '') continue;
    const location = `${file}:${lineNumber}`;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const message = `invalid JSON (${(error as Error).message})`;
      yield unterminated
        ? { location, error: `${message}; ${TRUNCATED_HINT}`, truncated: true }
        : { location, error: message };
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
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const cutOff = !text.trimEnd().endsWith(']');
    throw new ImportError(
      `${file}: not a valid JSON array (${(error as Error).message})${cutOff ? `; ${TRUNCATED_HINT}` : ''}`,
    );
  }
  if (!Array.isArray(parsed)) throw new ImportError(`${file}: expected a JSON array of documents`);
  for (let i = 0; i < parsed.length; i++) yield { location: `${file}[${i}]`, value: parsed[i] as unknown };
}

export function readDumpRecords(file: string, format: DumpFileFormat): Iterable<DumpRecord> {
  if (format === 'json-array') return jsonArrayRecords(file);
  if (format === 'ndjson') return ndjsonRecords(file);
  return [];
}
