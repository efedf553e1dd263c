import { describe, expect, it } from 'vitest';
import { defaultChild, findConfigurableChild } from './find-configurable-child.js';
import { tank, variant } from './test-support/fixtures.js';

const listed = { listOutOfStockProducts: true };
const notListed = { listOutOfStockProducts: false };

describe('findConfigurableChild', () => {
  it('returns the child matching the whole configuration', () => {
    const result = findConfigurableChild(tank(), { color: '50', size: '168' }, listed);
    expect(result).toMatchObject({ ok: true, source: 'configuration', configuration: { color: '50', size: '168' } });
    expect(result.ok && result.child.sku).toBe('WT06-S-Blue');
  });

  it('returns the first match of a partial configuration', () => {
    const result = findConfigurableChild(tank(), { color: '50' }, listed);
    expect(result.ok && result.child.sku).toBe('WT06-XS-Blue');
  });

  it('skips out-of-stock children when out-of-stock products are not listed', () => {
    const result = findConfigurableChild(tank(), { color: '50' }, notListed);
    expect(result.ok && result.child.sku).toBe('WT06-S-Blue');
  });

  it('never returns a disabled child, falling back to the default child instead', () => {
    const result = findConfigurableChild(tank(), { color: '49', size: '168' }, listed);
    expect(result).toMatchObject({ ok: true, source: 'default', configuration: { color: '49', size: '167' } });
    expect(result.ok && result.child.sku).toBe('WT06-XS-Black');
  });

  it('reports no variant when the fallback is switched off', () => {
    expect(
      findConfigurableChild(tank(), { color: '49', size: '168' }, { ...listed, fallbackToDefault: false }),
    ).toEqual({ ok: false, error: 'No available product variants' });
  });

  it('takes the default child with selectDefaultVariant whatever the configuration', () => {
    const result = findConfigurableChild(
      tank(),
      { color: '50', size: '168' },
      { ...listed, selectDefaultVariant: true },
    );
    expect(result).toMatchObject({ ok: true, source: 'default' });
    expect(result.ok && result.child.sku).toBe('WT06-XS-Black');
  });

  it('opens on the first child in stock where out-of-stock children are listed, else on the first available', () => {
    const product = tank();
    // The first child out of stock: the default is the next one that can be bought.
    product.configurable_children = [variant(1, 'A', '49', '167', { inStock: false }), variant(2, 'B', '50', '168')];
    expect(defaultChild(product, listed)?.sku).toBe('B');
    expect(defaultChild(product, { ...listed, stockBySku: { B: false, A: true } })?.sku).toBe('A');
    // None in stock: still the first one (the page shows it as out of stock rather than no product).
    product.configurable_children = [variant(1, 'A', '49', '167', { inStock: false })];
    expect(defaultChild(product, listed)?.sku).toBe('A');
  });

  it("reports 'No available product variants' when no child can be chosen", () => {
    const product = tank();
    product.configurable_children = [
      variant(1, 'A', '49', '167', { status: 2 }),
      variant(2, 'B', '50', '167', { inStock: false }),
    ];
    expect(findConfigurableChild(product, { color: '50' }, notListed)).toEqual({
      ok: false,
      error: 'No available product variants',
    });
    expect(findConfigurableChild({ ...product, configurable_children: [] }, {}, listed)).toEqual({
      ok: false,
      error: 'No available product variants',
    });
  });

  it('uses the stock cache over the document', () => {
    const result = findConfigurableChild(
      tank(),
      { color: '50' },
      { ...notListed, stockBySku: { 'WT06-XS-Blue': true } },
    );
    expect(result.ok && result.child.sku).toBe('WT06-XS-Blue');
  });
});

describe('defaultChild', () => {
  it('is the first available child in stock, out-of-stock children listed or not', () => {
    const product = tank();
    product.configurable_children = [
      variant(1, 'A', '49', '167', { status: 2 }),
      variant(2, 'B', '50', '167', { inStock: false }),
      variant(3, 'C', '50', '168'),
    ];
    expect(defaultChild(product, listed)?.sku).toBe('C');
    expect(defaultChild(product, notListed)?.sku).toBe('C');
  });
});
