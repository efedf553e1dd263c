import { describe, expect, it } from 'vitest';
import {
  cacheKeyUrl,
  cacheTagsHeader,
  mayKeepResponse,
  mayUseOutputCache,
  pageParameters,
} from './output-cache-rules.js';

const request = (over: Partial<Parameters<typeof mayUseOutputCache>[0]> = {}) => ({
  method: 'GET',
  url: '/',
  cookieHeader: undefined,
  authorization: undefined,
  ...over,
});

const response = (status: number, headers: Record<string, string> = {}) => ({
  status,
  header: (name: string) => headers[name],
});

describe('mayUseOutputCache', () => {
  it('answers anonymous GET and HEAD reads', () => {
    expect(mayUseOutputCache(request())).toBe(true);
    expect(mayUseOutputCache(request({ method: 'HEAD', cookieHeader: 'theme=dark' }))).toBe(true);
  });

  it('never answers a write, a session, a cart, a flash or an Authorization header', () => {
    expect(mayUseOutputCache(request({ method: 'POST' }))).toBe(false);
    for (const cookie of ['sf_at=x', 'a=1; sf_rt=y', 'sf_cart=1', 'sf_flash=2'])
      expect(mayUseOutputCache(request({ cookieHeader: cookie }))).toBe(false);
    expect(mayUseOutputCache(request({ authorization: 'Bearer t' }))).toBe(false);
  });
});

describe('cacheKeyUrl', () => {
  const parameters = pageParameters(['color', 'price']);

  it('sorts the page parameters so the same page has one key', () => {
    expect(cacheKeyUrl('/c/x?sort=name&color=49', parameters)).toBe('/c/x?color=49&sort=name');
    expect(cacheKeyUrl('/c/x?page=2&color=50&color=49', parameters)).toBe('/c/x?color=49&color=50&page=2');
    expect(cacheKeyUrl('/c/x?', parameters)).toBe('/c/x');
    expect(cacheKeyUrl('/c/x', parameters)).toBe('/c/x');
    expect(cacheKeyUrl('/search?q=shoe+red', parameters)).toBe('/search?q=shoe+red');
  });

  it('has no key for a URL with a parameter no page reads: tracking, typos, undecodable names', () => {
    for (const url of ['/c/x?utm_source=a', '/c/x?color=49&gclid=1', '/c/x?fbclid=2', '/c/x?colour=49', '/c/x?%E0=1'])
      expect(cacheKeyUrl(url, parameters), url).toBeUndefined();
  });
});

describe('mayKeepResponse', () => {
  it('keeps a plain 200 only', () => {
    expect(mayKeepResponse(response(200, { 'x-storefront-offline': 'store' }))).toBe(true);
    expect(mayKeepResponse(response(404))).toBe(false);
    expect(mayKeepResponse(response(302))).toBe(false);
    expect(mayKeepResponse(response(200, { 'set-cookie': 'a=1' }))).toBe(false);
    expect(mayKeepResponse(response(200, { 'cache-control': 'private, no-cache' }))).toBe(true);
    expect(mayKeepResponse(response(200, { 'cache-control': 'private, no-store' }))).toBe(false);
    expect(mayKeepResponse(response(200, { 'cache-control': 'no-store' }))).toBe(false);
    expect(mayKeepResponse(response(200, { 'x-storefront-offline': 'never' }))).toBe(false);
  });
});

describe('cacheTagsHeader', () => {
  it('writes VSF1 tags space-separated and unique', () => {
    expect(cacheTagsHeader(['P1852', 'P198', 'C20', 'P198'])).toBe('P1852 P198 C20');
  });
});
