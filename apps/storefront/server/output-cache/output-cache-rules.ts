import { PERSONAL_COOKIES } from '@storefront/core';

export interface RequestFacts {
  method: string;
  /** The path and query as requested. */
  url: string;
  cookieHeader: string | undefined;
  authorization: string | undefined;
}

function cookieNames(cookieHeader: string | undefined): string[] {
  return (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '');
}

/**
 * Only an anonymous shopper's read may be answered from (or kept in) the cache: no session, cart or flash cookie and
 * no Authorization header, or another shopper could get their page.
 */
export function mayUseOutputCache(request: RequestFacts): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.authorization !== undefined) return false;
  return !cookieNames(request.cookieHeader).some((name) => PERSONAL_COOKIES.includes(name));
}

/**
 * Query parameters the cacheable pages read, beside the listing's filters (config `products.defaultFilters`): the
 * listing's `sort` and `page` (docs/adr/0004), the search page's `q`/`page`/`size`/`from`, a product's `childSku`,
 * AMP's `qty`, the spot listing's period (`mode`, `start`, `end`, `months`), and React Router's `_routes` and
 * `index` on `.data` requests. A route that starts reading another parameter must add it here, or its pages are not cached.
 */
const PAGE_PARAMETERS = [
  'sort',
  'page',
  'q',
  'size',
  'from',
  'childSku',
  'qty',
  'mode',
  'start',
  'end',
  'months',
  '_routes',
  'index',
];

export function pageParameters(filterNames: Iterable<string>): ReadonlySet<string> {
  return new Set([...PAGE_PARAMETERS, ...filterNames]);
}

function parameterName(pair: string): string | undefined {
  const raw = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The path and query a page is kept under: its page parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share one entry.
 * Undefined when the query holds any other parameter (`utm_*`, `gclid`, a typo, junk): such a request is rendered for
 * itself and never kept, so parameters no page reads cannot multiply one page in the cache, and a kept page never
 * shows another request's unknown parameters (a page may echo its URL, as the product form's return path does).
 */
export function cacheKeyUrl(url: string, parameters: ReadonlySet<string>): string | undefined {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '');
  for (const pair of pairs) {
    const name = parameterName(pair);
    if (name === undefined || !parameters.has(name)) return undefined;
  }
  pairs.sort();
  return pairs.length === 0 ? url.slice(0, queryStart) : `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

export interface ResponseFacts {
  status: number;
  header: (name: string) => string | undefined;
}

/**
 * Only a plain success without anything personal in it may be kept for other shoppers. Every page says `private`
 * (entry.server): that is for the caches after this server, which cannot tell a guest's request from a shopper's;
 * the output cache only ever sees guests' requests (`mayUseOutputCache`). `no-store` still keeps a page out.
 */
export function mayKeepResponse(response: ResponseFacts): boolean {
  if (response.status !== 200) return false;
  if (response.header('set-cookie') !== undefined) return false;
  const cacheControl = (response.header('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])no-store($|[\s,;])/.test(cacheControl)) return false;
  return (response.header('x-storefront-offline') ?? '') !== 'never';
}

/** VSF1's `X-VS-Cache-Tags` value: the tags space-separated, unique, in the order the page read them. */
export function cacheTagsHeader(tags: Iterable<string>): string {
  return [...new Set(tags)].join(' ');
}
