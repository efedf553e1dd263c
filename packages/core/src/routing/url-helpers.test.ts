import { describe, expect, it } from 'vitest';
import { buildQuery, parseQuery } from './parse-query.js';
import { buildPath, matchPathPattern } from './route-path.js';
import { safeDecode } from './safe-decode.js';
import { splitUrl } from './url-parts.js';

describe('safeDecode', () => {
  it('decodes well-formed text and never throws on malformed sequences', () => {
    expect(safeDecode('caf%C3%A9')).toBe('café');
    expect(() => safeDecode('%')).not.toThrow();
    expect(safeDecode('100%')).toBe('100%');
    expect(safeDecode('caf%C3%A9-%E0%A4%A-50%')).toBe('café-%E0%A4%A-50%');
    expect(safeDecode('%C3')).toBe('%C3');
  });
});

describe('splitUrl', () => {
  it('splits pathname, query and hash', () => {
    expect(splitUrl('/a/b?x=1#h?')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#h?' });
    expect(splitUrl('/a')).toEqual({ pathname: '/a', search: '', hash: '' });
  });
});

describe('query', () => {
  it('parses the first value of each key, decoding safely', () => {
    expect(parseQuery('?childSku=WT06-XS&childSku=other&q=a+b&bad=%E0')).toEqual({
      childSku: 'WT06-XS',
      q: 'a b',
      bad: '%E0',
    });
    expect(buildQuery({ childSku: 'A B', none: undefined })).toBe('?childSku=A%20B');
    expect(buildQuery({})).toBe('');
  });
});

describe('route paths', () => {
  it('builds and matches :param patterns', () => {
    expect(buildPath('/my-account/orders/:orderId', { orderId: '42' })).toBe('/my-account/orders/42');
    expect(() => buildPath('/p/:parentSku/:slug', { parentSku: 'A' })).toThrow('slug');
    expect(matchPathPattern('/p/:parentSku/:slug', '/p/A%20B/s')).toEqual({ parentSku: 'A B', slug: 's' });
    expect(matchPathPattern('/p/:parentSku/:slug', '/c/A/s')).toBeUndefined();
  });
});
