import type { z } from 'zod';

/** One problem of a body, ready to answer: where it is and what is wrong, in words. */
export interface ReadableIssue {
  /** Keys from the body's root, with the caller's prefix first (`['cartItem', 'sku']`). */
  path: Array<string | number>;
  /** The path with dots: `items.3.sku`; empty for the body itself. */
  where: string;
  /** Zod's message without its generic "Invalid input: " lead-in. */
  message: string;
  /** The zod issue it came from, for answers that name the failed rule (`too_big`, `unrecognized_keys`). */
  issue: z.core.$ZodIssue;
}

export interface ReadableIssueOptions {
  /** Keys in front of every path, when the schema checked one element of the body (`['review']`). */
  prefix?: Array<string | number>;
  /** At most this many issues: a hostile body can carry thousands. */
  limit?: number;
}

/** The one reading of a failed parse; every answer of the API words its issues from it. */
export function readableIssues(error: z.ZodError, options: ReadableIssueOptions = {}): ReadableIssue[] {
  const prefix = options.prefix ?? [];
  return error.issues.slice(0, options.limit ?? error.issues.length).map((issue) => {
    const path = [...prefix, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))];
    return { path, where: path.join('.'), message: issue.message.replace(/^Invalid input: /, ''), issue };
  });
}

/**
 * An issue as one sentence that says where it is. A message that starts with its field's name (`sku must not be
 * empty`) gets the whole path instead (`items.3.sku must not be empty`); with `alwaysWhere`, any other message is
 * put after the path too (`cartItem.qty expected number, received string`), else it stands alone.
 */
export function issueSentence(readable: ReadableIssue, options: { alwaysWhere?: boolean } = {}): string {
  const { path, where, message } = readable;
  const field = path.length > 0 ? String(path.at(-1)) : '';
  if (field && message.startsWith(`${field} `)) return `${where}${message.slice(field.length)}`;
  return options.alwaysWhere && where ? `${where} ${message}` : message;
}
