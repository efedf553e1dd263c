import { safeDecode } from '../routing/safe-decode.js';

/** A raw query ('?a=1'), URLSearchParams or any iterable of pairs, or a router's query object. */
export type UrlQueryInput =
  | string
  | Iterable<readonly [string, string]>
  | Readonly<Record<string, string | readonly string[] | null | undefined>>;

/** Every key/value pair, decoded ('+' is a space); malformed escapes are kept as written rather than throwing. */
export function parseQueryPairs(input: UrlQueryInput): Array<[string, string]> {
  if (typeof input === 'string') {
    return input
      .replace(/^\?/, '')
      .split('&')
      .filter((part) => part !== '')
      .map((part): [string, string] => {
        const equalsAt = part.indexOf('=');
        const key = equalsAt >= 0 ? part.slice(0, equalsAt) : part;
        const value = equalsAt >= 0 ? part.slice(equalsAt + 1) : '';
        return [safeDecode(key.replace(/\+/g, ' ')), safeDecode(value.replace(/\+/g, ' '))];
      });
  }
  if (typeof (input as Iterable<unknown>)[Symbol.iterator] === 'function') {
    return [...(input as Iterable<unknown>)]
      .filter(
        (pair): pair is [string, string] =>
          Array.isArray(pair) && typeof pair[0] === 'string' && typeof pair[1] === 'string',
      )
      .map(([key, value]) => [key, value]);
  }
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(input as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (typeof item === 'string') pairs.push([key, item]);
    }
  }
  return pairs;
}
