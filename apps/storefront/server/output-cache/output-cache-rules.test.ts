import { describe, expect, it } from 'vitest';
import { cacheTagsHeader, mayKeepResponse, mayUseOutputCache, normalisedUrl } from './output-cache-rules.js';

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

describe('normalisedUrl', () => {
  it('sorts the query so the same page has one key', () => {
    expect(normalisedUrl('/c/x?b=2&a=1')).toBe('/c/x?a=1&b=2');
    expect(normalisedUrl('/c/x?')).toBe('/c/x');
    expect(normalisedUrl('/c/x')).toBe('/c/x');
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
