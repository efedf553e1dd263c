import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { parseBodySource, parseSourceFields } from './source-fields.js';

describe('parseSourceFields', () => {
  it('splits a comma-separated parameter and drops blanks', () => {
    expect(parseSourceFields('*.msrp_display_actual_price_type, required_options,,media_gallery,*.sgn')).toEqual([
      '*.msrp_display_actual_price_type',
      'required_options',
      'media_gallery',
      '*.sgn',
    ]);
    expect(parseSourceFields('')).toEqual([]);
    expect(parseSourceFields(undefined)).toEqual([]);
  });

  it('joins a repeated parameter', () => {
    expect(parseSourceFields(['id,sku', 'name'])).toEqual(['id', 'sku', 'name']);
  });

  it('refuses other shapes, naming the parameter', () => {
    expect(() => parseSourceFields({ a: 'b' }, '_source_include')).toThrow(ApiError);
    expect(() => parseSourceFields(5, '_source_include')).toThrow(/_source_include/);
  });
});

describe('parseBodySource', () => {
  it('reads true, false and absence', () => {
    expect(parseBodySource(undefined)).toEqual({ includes: [], excludes: [], none: false });
    expect(parseBodySource(true)).toEqual({ includes: [], excludes: [], none: false });
    expect(parseBodySource(false)).toEqual({ includes: [], excludes: [], none: true });
  });

  it('reads one pattern or a list of patterns as includes', () => {
    expect(parseBodySource('obj.*')).toEqual({ includes: ['obj.*'], excludes: [], none: false });
    expect(parseBodySource(['id', 'sku'])).toEqual({ includes: ['id', 'sku'], excludes: [], none: false });
  });

  it('reads includes and excludes, plural or singular', () => {
    expect(parseBodySource({ includes: ['id', 'name'], excludes: '*.sgn' })).toEqual({
      includes: ['id', 'name'],
      excludes: ['*.sgn'],
      none: false,
    });
    expect(parseBodySource({ include: 'id', exclude: ['sgn'] })).toEqual({
      includes: ['id'],
      excludes: ['sgn'],
      none: false,
    });
  });

  it.each([[5], [{ fields: ['a'] }], [{ includes: 5 }], [[1, 2]]])('refuses %j with a 400', (value) => {
    expect(() => parseBodySource(value)).toThrow(ApiError);
  });
});
