import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './catalog.js';

describe('generateDemoCatalog determinism', () => {
  it('produces deep-equal output for the same options', () => {
    const now = new Date('2025-03-01T08:00:00Z');
    const first = [...generateDemoCatalog({ products: 200, now })];
    const second = [...generateDemoCatalog({ products: 200, now })];
    expect(second).toEqual(first);
  });

  it('only depends on the UTC day of now', () => {
    const morning = [...generateDemoCatalog({ products: 50, now: new Date('2025-03-01T00:00:01Z') })];
    const evening = [...generateDemoCatalog({ products: 50, now: new Date('2025-03-01T23:59:59Z') })];
    expect(evening).toEqual(morning);
  });

  it('is lazy: taking the first document does not build the catalogue', () => {
    const iterator = generateDemoCatalog({ products: 10_000_000 })[Symbol.iterator]();
    const first = iterator.next();
    expect(first.done).toBe(false);
    expect(first.value?.entity).toBe('attribute');
  });

  it('puts the requested index name on every document', () => {
    const docs = [...generateDemoCatalog({ products: 30, index: 'demo_index', now: new Date('2025-03-01T00:00:00Z') })];
    expect(docs.every((doc) => doc.index === 'demo_index')).toBe(true);
  });

  it('rejects a negative or fractional product count', () => {
    expect(() => [...generateDemoCatalog({ products: -1 })]).toThrow(RangeError);
    expect(() => [...generateDemoCatalog({ products: 1.5 })]).toThrow(RangeError);
  });

  it('handles tiny catalogues', () => {
    for (const products of [0, 1, 7, 24]) {
      const docs = [...generateDemoCatalog({ products, now: new Date('2025-03-01T00:00:00Z') })];
      const parents = docs.filter((doc) => doc.entity === 'product' && doc.source.visibility !== 1);
      expect(parents).toHaveLength(products);
    }
  });
});
