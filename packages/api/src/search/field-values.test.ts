import { describe, expect, it } from 'vitest';
import { collectPath, termKey, toNumber, type LeafValue } from './field-values.js';

describe('collectPath', () => {
  it('flattens arrays of objects along a dotted path, as Elasticsearch indexes them', () => {
    const leaves: LeafValue[] = [];
    const doc = { configurable_children: [{ sku: 'A' }, { sku: 'B' }, { sku: null }], category: [{ name: 'Tees' }] };
    expect(collectPath(doc, ['configurable_children', 'sku'], leaves)).toBe(true);
    expect(leaves).toEqual(['A', 'B']);
  });

  it('counts an object as present but gives no leaf; null as absent', () => {
    const leaves: LeafValue[] = [];
    expect(collectPath({ stock: { qty: 1 } }, ['stock'], leaves)).toBe(true);
    expect(leaves).toEqual([]);
    expect(collectPath({ special_price: null }, ['special_price'], leaves)).toBe(false);
  });
});

describe('termKey', () => {
  it('compares numbers and numeric strings by value, booleans by name', () => {
    expect(termKey('26')).toBe(termKey(26));
    expect(termKey('4.50')).toBe(termKey(4.5));
    expect(termKey(true)).toBe('true');
    expect(termKey('WT06')).toBe('WT06');
  });
});

describe('toNumber', () => {
  it('reads Magento dates as UTC epoch milliseconds', () => {
    expect(toNumber('2026-01-10 10:00:00')).toBe(Date.UTC(2026, 0, 10, 10));
    expect(toNumber('2026-01-10')).toBe(Date.UTC(2026, 0, 10));
    expect(toNumber('2026-01-10T10:00:00+02:00')).toBe(Date.UTC(2026, 0, 10, 8));
  });

  it('reads numbers, numeric strings, booleans and now; refuses text', () => {
    expect(toNumber('19.99')).toBe(19.99);
    expect(toNumber(false)).toBe(0);
    expect(toNumber('now', () => 42)).toBe(42);
    expect(toNumber('soon')).toBeUndefined();
  });
});
