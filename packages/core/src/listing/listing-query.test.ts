import { describe, expect, it } from 'vitest';
import { defaultProductsConfig } from '../config/default-catalog-config.js';
import { MAX_LISTING_PAGE } from './listing-params.js';
import { listingQuery } from './listing-query.js';
import { emptyListingState } from './listing-state.js';
import { parseListingQuery } from './parse-listing-query.js';

const config = defaultProductsConfig();

describe('parseListingQuery', () => {
  it('reads filters, price, sort and page', () => {
    expect(parseListingQuery('?color=50&size=167&price=50-100&sort=final_price%3Adesc&page=2', config)).toEqual({
      filters: { color: ['50'], size: ['167'] },
      price: { from: 50, to: 100 },
      sort: 'final_price:desc',
      page: 2,
    });
  });

  it('gives the default state for an empty query', () => {
    expect(parseListingQuery('', config)).toEqual(emptyListingState(config));
    expect(parseListingQuery(undefined, config)).toEqual({ filters: {}, sort: 'updated_at:desc', page: 0 });
  });

  it('accepts repeated keys (VSF), comma lists, URLSearchParams and router query objects alike', () => {
    const expected = { color: ['49', '50'] };
    expect(parseListingQuery('?color=50&color=49', config).filters).toEqual(expected);
    expect(parseListingQuery('color=50,49', config).filters).toEqual(expected);
    expect(parseListingQuery(new URLSearchParams('color=49&color=50'), config).filters).toEqual(expected);
    expect(parseListingQuery({ color: ['50', '49'], size: undefined }, config).filters).toEqual(expected);
  });

  it('reads open price ranges and VSF bucket keys', () => {
    expect(parseListingQuery('price=150-', config).price).toEqual({ from: 150 });
    expect(parseListingQuery('price=-50', config).price).toEqual({ to: 50 });
    expect(parseListingQuery('price=50.0-100.0', config).price).toEqual({ from: 50, to: 100 });
  });

  it('accepts a sort label as the option it names', () => {
    expect(parseListingQuery('sort=Price%3A+Low+to+high', config).sort).toBe('final_price');
  });

  it('ignores unknown parameters and malformed values', () => {
    const state = parseListingQuery(
      '?utm_source=mail&material=33&color=%3Cscript%3E&color=50&size=&price=100-50&sort=DROP%20TABLE&page=-3&%E0%A4%A=1',
      config,
    );
    expect(state).toEqual({ filters: { color: ['50'] }, sort: 'updated_at:desc', page: 0 });
    expect(parseListingQuery('price=abc&page=1e3', config)).toEqual(emptyListingState(config));
    expect(parseListingQuery('page=99999999', config).page).toBe(MAX_LISTING_PAGE);
  });

  it('cannot be steered into an object prototype', () => {
    const state = parseListingQuery('__proto__=1&constructor=2&toString=3', config);
    expect(state.filters).toEqual({});
    expect(Object.getPrototypeOf(state.filters)).toBe(Object.prototype);
  });

  it('takes the first sort and page when they are repeated', () => {
    expect(parseListingQuery('sort=final_price&sort=final_price:desc&page=1&page=4', config)).toMatchObject({
      sort: 'final_price',
      page: 1,
    });
  });
});

describe('listingQuery', () => {
  it('writes one canonical spelling: attributes sorted, values sorted, then sort and page', () => {
    const a = parseListingQuery('?size=168&price=50-100&color=50&color=49&page=3&sort=final_price', config);
    const b = parseListingQuery('?page=3&sort=final_price&color=49,50&size=168&price=50-100', config);
    const expected = '?color=49&color=50&price=50-100&size=168&sort=final_price&page=3';
    expect(listingQuery(a, config)).toBe(expected);
    expect(listingQuery(b, config)).toBe(expected);
  });

  it('round-trips through parseListingQuery', () => {
    const state = parseListingQuery('?erin_recommends=1&price=150-&sort=final_price%3Adesc&page=1', config);
    expect(parseListingQuery(listingQuery(state, config), config)).toEqual(state);
  });

  it('leaves out the default sort and page 0', () => {
    expect(listingQuery(emptyListingState(config), config)).toBe('');
    expect(listingQuery({ filters: { color: ['50'] }, sort: 'updated_at:desc', page: 0 }, config)).toBe('?color=50');
  });

  it('writes the sort when no config says which one is the default', () => {
    expect(listingQuery(emptyListingState(config))).toBe('?sort=updated_at%3Adesc');
  });
});
