import { safeDecode } from './safe-decode.js';

/** The first value of each key; URLSearchParams is left out to stay within the ES library. */
export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const equalsAt = pair.indexOf('=');
    const rawKey = equalsAt >= 0 ? pair.slice(0, equalsAt) : pair;
    const rawValue = equalsAt >= 0 ? pair.slice(equalsAt + 1) : '';
    const key = safeDecode(rawKey.replace(/\+/g, ' '));
    if (!Object.hasOwn(query, key)) query[key] = safeDecode(rawValue.replace(/\+/g, ' '));
  }
  return query;
}

export function buildQuery(params: Readonly<Record<string, string | undefined>>): string {
  const pairs = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
