import { parseQueryPairs } from '../listing/query-pairs.js';
import type { UrlQueryInput } from '../listing/query-pairs.js';
import { splitUrl, withLeadingSlash } from '../routing/url-parts.js';

/** Click and campaign identifiers: they never change what a page shows, so they must not split its ranking. */
export const TRACKING_PARAMS: readonly string[] = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'igshid',
  'srsltid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
];

function isTracking(key: string): boolean {
  return key.toLowerCase().startsWith('utm_') || TRACKING_PARAMS.includes(key.toLowerCase());
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The one URL search engines should index for a page: origin + path, without tracking parameters, empty values, the
 * fragment or 'page=0'; a later page keeps its number so paginated listings stay crawlable. Parameters are sorted by
 * name and value, so two spellings of one listing give one canonical URL. `query` defaults to the path's own query;
 * `drop` names further parameters to leave out (a shop may drop 'sort').
 */
export function canonicalUrl(
  origin: string,
  path: string,
  query?: UrlQueryInput,
  options: { readonly drop?: readonly string[] } = {},
): string {
  const { pathname, search } = splitUrl(path);
  const pairs = parseQueryPairs(query ?? search)
    .map(([key, value]) => [key.trim(), value.trim()] as [string, string])
    .filter(([key, value]) => key !== '' && value !== '' && !isTracking(key) && !options.drop?.includes(key))
    .flatMap(([key, value]): Array<[string, string]> => {
      if (key !== 'page') return [[key, value]];
      // Page 0 is the listing itself; junk pages are not pages.
      return /^\d{1,9}$/.test(value) && Number(value) > 0 ? [[key, String(Number(value))]] : [];
    });
  const unique = [...new Map(pairs.map((pair) => [`${pair[0]}\u0000${pair[1]}`, pair])).values()];
  unique.sort((a, b) => compare(a[0], b[0]) || compare(a[1], b[1]));
  const queryText = unique.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  return `${origin.replace(/\/+$/, '')}${withLeadingSlash(pathname)}${queryText ? `?${queryText}` : ''}`;
}
