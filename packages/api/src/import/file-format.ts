import { closeSync, openSync, readSync } from 'node:fs';

/** `json-array`: one JSON array of documents or hits; `ndjson`: one hit per line (elasticdump); `empty`: nothing. */
export type DumpFileFormat = 'json-array' | 'ndjson' | 'empty';

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);
const OPEN_BRACKET = 0x5b;

/** Looks only at the first non-whitespace byte, so a dump of hundreds of MB is not read to decide. */
export function detectFileFormat(file: string, chunkSize = 4096): DumpFileFormat {
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(chunkSize);
    let offset = 0;
    for (;;) {
      const read = readSync(fd, chunk, 0, chunkSize, null);
      if (read === 0) return 'empty';
      for (let i = 0; i < read; i++) {
        const byte = chunk[i]!;
        if (offset + i < UTF8_BOM.length && byte === UTF8_BOM[offset + i]) continue;
        if (WHITESPACE.has(byte)) continue;
        return byte === OPEN_BRACKET ? 'json-array' : 'ndjson';
      }
      offset += read;
    }
  } finally {
    closeSync(fd);
  }
}
