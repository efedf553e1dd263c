import { describe, expect, it } from 'vitest';
import { generateDemoCatalog } from './catalog.js';

const now = new Date('2025-06-15T00:00:00Z');

describe('generateDemoCatalog at scale', () => {
  it('yields the documents of a 100 000-product catalogue one at a time, as they are asked for', () => {
    // A generator that built its catalogue first would spend here what the whole catalogue costs (a minute on two
    // cores): the first products come out with the next() calls that ask for them. The bench's large-catalogue part
    // (`BENCH_PARTS=large`) seeds and measures all 100 000.
    const catalogue = generateDemoCatalog({ products: 100_000, now });
    const firstProducts: string[] = [];
    for (const doc of catalogue) {
      if (doc.entity === 'product') firstProducts.push(doc.id);
      if (firstProducts.length === 200) break;
    }
    expect(new Set(firstProducts).size).toBe(200);
  });

  it('counts one visible parent per product asked for, its variants besides (10 000 products)', () => {
    let products = 0;
    let parents = 0;
    for (const doc of generateDemoCatalog({ products: 10_000, now })) {
      if (doc.entity !== 'product') continue;
      products++;
      if (doc.source.visibility !== 1) parents++;
    }
    expect(parents).toBe(10_000);
    expect(products).toBeGreaterThan(10_000);
  }, 120_000);
});
