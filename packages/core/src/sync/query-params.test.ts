import { describe, expect, it } from 'vitest';
import { removeQueryParam, setQueryParam } from './query-params.js';

describe('setQueryParam', () => {
  it('starts a query with ? and extends one with &', () => {
    expect(setQueryParam('/api/user/login', 'storeCode', 'de')).toBe('/api/user/login?storeCode=de');
    expect(setQueryParam('/api/cart/pull?token=&cartId=1', 'storeCode', 'de')).toBe(
      '/api/cart/pull?token=&cartId=1&storeCode=de',
    );
  });

  it('replaces an earlier value instead of adding a second one', () => {
    expect(setQueryParam('/x?storeCode=it&a=1', 'storeCode', 'de')).toBe('/x?a=1&storeCode=de');
  });

  it('keeps a fragment at the end and handles absolute URLs', () => {
    expect(setQueryParam('https://shop.test/x?a=1#top', 'storeCode', 'de')).toBe(
      'https://shop.test/x?a=1&storeCode=de#top',
    );
  });

  it('encodes the value', () => {
    expect(setQueryParam('/x', 'storeCode', 'a b')).toBe('/x?storeCode=a%20b');
  });
});

describe('removeQueryParam', () => {
  it('removes every occurrence and keeps the rest untouched', () => {
    expect(removeQueryParam('/x?token=abc&cartId=1&token=def&q=a%20b', 'token')).toBe('/x?cartId=1&q=a%20b');
  });

  it('drops the ? when nothing is left', () => {
    expect(removeQueryParam('/api/user/me?token=abc', 'token')).toBe('/api/user/me');
    expect(removeQueryParam('/api/user/me?token', 'token')).toBe('/api/user/me');
  });

  it('matches the whole name only', () => {
    expect(removeQueryParam('/x?groupToken=1&token=2', 'token')).toBe('/x?groupToken=1');
  });

  it('leaves a URL without a query alone', () => {
    expect(removeQueryParam('/x#token=1', 'token')).toBe('/x#token=1');
  });
});
