import { describe, expect, it } from 'vitest';
import { initialConfiguration } from './initial-configuration.js';
import { simple, tank } from './test-support/fixtures.js';

const listed = { listOutOfStockProducts: true };

describe('initialConfiguration', () => {
  it('selects the child named in the URL', () => {
    const result = initialConfiguration(tank(), 'WT06-S-Blue', listed);
    expect(result).toMatchObject({ ok: true, source: 'sku', configuration: { color: '50', size: '168' } });
  });

  it('falls back to the default child for a missing, unknown or unavailable child sku', () => {
    for (const sku of [undefined, null, '', 'NOPE', 'WT06-S-Black']) {
      const result = initialConfiguration(tank(), sku, listed);
      expect(result).toMatchObject({ ok: true, source: 'default', configuration: { color: '49', size: '167' } });
    }
    const hidden = initialConfiguration(tank(), 'WT06-XS-Blue', { listOutOfStockProducts: false });
    expect(hidden).toMatchObject({ source: 'default' });
  });

  it('reports no variant when none can be chosen', () => {
    expect(initialConfiguration({ ...tank(), configurable_children: [] }, undefined, listed)).toEqual({
      ok: false,
      error: 'No available product variants',
    });
  });

  it('is undefined for a product without children', () => {
    expect(initialConfiguration(simple({ sku: 'S1' }), 'S1', listed)).toBeUndefined();
  });

  it('is undefined for other types exported with an empty children list (Magento 1)', () => {
    for (const type_id of ['simple', 'bundle', 'grouped', 'virtual', 'downloadable']) {
      expect(initialConfiguration({ ...simple({ sku: 'S1' }), type_id, configurable_children: [] }, 'S1', listed)).toBe(
        undefined,
      );
    }
  });
});
