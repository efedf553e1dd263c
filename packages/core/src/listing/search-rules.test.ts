import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '../i18n/messages-validation.js';
import { canonicalJson, searchCacheKey } from './search-cache-key.js';
import { normalizeSearchSize, normalizeSearchStart, SEARCH_TERM_TOO_SHORT, searchTermError } from './search-rules.js';
import { sortOptions } from './sort-options.js';
import { defaultProductsConfig } from '../config/default-catalog-config.js';

describe('search size and start (spec point 5)', () => {
  it('turns a size at or below 0 into 50', () => {
    expect(normalizeSearchSize(0)).toBe(50);
    expect(normalizeSearchSize(-5)).toBe(50);
    expect(normalizeSearchSize(Number.NaN)).toBe(50);
    expect(normalizeSearchSize(undefined)).toBe(50);
    expect(normalizeSearchSize(8)).toBe(8);
    expect(normalizeSearchSize(12.7)).toBe(12);
  });

  it('turns a start below 0 into 0', () => {
    expect(normalizeSearchStart(-1)).toBe(0);
    expect(normalizeSearchStart(Number.POSITIVE_INFINITY)).toBe(0);
    expect(normalizeSearchStart(0)).toBe(0);
    expect(normalizeSearchStart(100)).toBe(100);
  });
});

describe('searchTermError', () => {
  it('answers the spec’s exact message for fewer than 3 characters, trimmed', () => {
    expect(SEARCH_TERM_TOO_SHORT).toBe('Searched term should consist of at least 3 characters.');
    expect(VALIDATION_MESSAGES).toContain(SEARCH_TERM_TOO_SHORT);
    expect(searchTermError('ab')).toBe(SEARCH_TERM_TOO_SHORT);
    expect(searchTermError('  ab  ')).toBe(SEARCH_TERM_TOO_SHORT);
    expect(searchTermError('')).toBe(SEARCH_TERM_TOO_SHORT);
    expect(searchTermError('tee')).toBeUndefined();
    expect(searchTermError(' 👕👕👕 ')).toBeUndefined();
  });
});

describe('searchCacheKey', () => {
  it('is the same whatever the key order', () => {
    const a = {
      size: 50,
      from: 0,
      query: { _searchText: 'tee', _appliedFilters: [{ attribute: 'status', value: 1 }] },
    };
    const b = {
      query: { _appliedFilters: [{ value: 1, attribute: 'status' }], _searchText: 'tee' },
      from: 0,
      size: 50,
    };
    expect(searchCacheKey(a)).toBe(searchCacheKey(b));
    expect(searchCacheKey(a)).toMatch(/^[0-9a-f]{16}$/);
    expect(canonicalJson(b)).toBe(
      '{"from":0,"query":{"_appliedFilters":[{"attribute":"status","value":1}],"_searchText":"tee"},"size":50}',
    );
  });

  it('differs when anything meaningful differs, array order included', () => {
    const keys = new Set([
      searchCacheKey({ from: 0, size: 50 }),
      searchCacheKey({ from: 50, size: 50 }),
      searchCacheKey({ ids: [1, 2] }),
      searchCacheKey({ ids: [2, 1] }),
      searchCacheKey({ text: 'tee' }),
      searchCacheKey({ text: 'Tee' }),
    ]);
    expect(keys.size).toBe(6);
  });

  it('is FNV-1a 64 over the canonical JSON, so it is stable across runs and runtimes', () => {
    // The FNV-1a 64 of the two bytes '{}', computed independently.
    expect(searchCacheKey({})).toBe('08f44b07b5901a25');
  });
});

describe('sortOptions', () => {
  it('lists the configured sorts in order', () => {
    expect(sortOptions(defaultProductsConfig())).toEqual([
      { label: 'Latest', value: 'updated_at:desc' },
      { label: 'Price low to high', value: 'final_price' },
      { label: 'Price high to low', value: 'final_price:desc' },
    ]);
  });
});
