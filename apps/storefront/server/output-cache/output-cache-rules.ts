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

/** The path with its query parameters sorted, so `?a=1&b=2` and `?b=2&a=1` share one entry. */
export function normalisedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .filter((pair) => pair !== '')
    .sort();
  return query.length === 0 ? url.slice(0, queryStart) : `${url.slice(0, queryStart)}?${query.join('&')}`;
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
