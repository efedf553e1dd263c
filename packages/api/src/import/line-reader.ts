import { closeSync, openSync, readSync } from 'node:fs';

export interface FileLine {
  /** 1-based, counting every line including blank ones, so messages point at the line an editor shows. */
  lineNumber: number;
  text: string;
  /** Set on a last line that has no newline after it: where a download cut off mid-line ends. */
  unterminated?: true;
}

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Yields the lines of a file without ever holding more than one chunk plus one line in memory. Synchronous on
 * purpose: better-sqlite3 runs a transaction as a synchronous function, so the documents fed into it cannot come from
 * an async stream. Lines are split on the `\n` byte before decoding; that is safe for UTF-8 because no byte of a
 * multi-byte character equals 0x0a. A trailing `\r` (CRLF files) is dropped, and so is a byte order mark.
 */
export function* readLinesSync(file: string, chunkSize = 1 << 16): Generator<FileLine> {
  const fd = openSync(file, 'r');
  try {
    const chunk = Buffer.allocUnsafe(chunkSize);
    // Pieces of a line that spans chunks; copied because `chunk` is reused by the next read.
    let pending: Buffer[] = [];
    let lineNumber = 0;
    const finish = (tail: Buffer): FileLine => {
      const bytes = pending.length === 0 ? tail : Buffer.concat([...pending, tail]);
      pending = [];
      const end = bytes.length > 0 && bytes[bytes.length - 1] === CARRIAGE_RETURN ? bytes.length - 1 : bytes.length;
      let text = bytes.toString('utf8', 0, end);
      lineNumber += 1;
      if (lineNumber === 1 && text.startsWith(BYTE_ORDER_MARK)) text = text.slice(1);
      return { lineNumber, text };
    };
    for (;;) {
      const read = readSync(fd, chunk, 0, chunkSize, null);
      if (read === 0) break;
      const data = chunk.subarray(0, read);
      let start = 0;
      for (let newline = data.indexOf(NEWLINE, start); newline !== -1; newline = data.indexOf(NEWLINE, start)) {
        yield finish(data.subarray(start, newline));
        start = newline + 1;
      }
      if (start < read) pending.push(Buffer.from(data.subarray(start)));
    }
    // The last line may lack its newline (the 1-document taxrule dumps do).
    if (pending.length > 0) yield { ...finish(Buffer.alloc(0)), unterminated: true };
  } finally {
    closeSync(fd);
  }
}
