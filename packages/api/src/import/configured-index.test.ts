import { describe, expect, it } from 'vitest';
import { matchConfiguredIndex } from './configured-index.js';

const CONFIGURED = ['vue_storefront_catalog', 'vue_storefront_catalog_de', 'vue_storefront_catalog_it'];

describe('matchConfiguredIndex', () => {
  it('keeps a configured name as it is', () => {
    expect(matchConfiguredIndex('vue_storefront_catalog_de', CONFIGURED)).toEqual({
      ok: true,
      index: 'vue_storefront_catalog_de',
    });
  });

  it.each([
    ['vue_storefront_catalog1507151193738', 'vue_storefront_catalog'],
    ['vue_storefront_catalog_1587031505', 'vue_storefront_catalog'],
    ['vue_storefront_catalog_v2', 'vue_storefront_catalog'],
    ['vue_storefront_catalog-2019.03.01', 'vue_storefront_catalog'],
    ['vue_storefront_catalog_de1507151193738', 'vue_storefront_catalog_de'],
    ['vue_storefront_catalog_it_1522075412', 'vue_storefront_catalog_it'],
  ])('maps %s, a configured name plus a timestamp or version, to %s', (name, index) => {
    expect(matchConfiguredIndex(name, CONFIGURED)).toEqual({ ok: true, index });
  });

  it.each(['vue_storefront_catalog_fr1507151193738', 'vue_storefront_catalog_fr', 'vue_storefront_magento1_13'])(
    'refuses %s, which belongs to no configured index, and names --index and the configured ones',
    (name) => {
      const result = matchConfiguredIndex(name, CONFIGURED);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.reason).toBe(
        `index "${name}" is not a configured catalogue index and does not belong to one; pass --index <name> to ` +
          'import into one of the configured indexes (config catalog.indices): vue_storefront_catalog, ' +
          'vue_storefront_catalog_de, vue_storefront_catalog_it',
      );
    },
  );

  it('maps vue_storefront_magento1_13 when vue_storefront_magento1 is configured', () => {
    expect(matchConfiguredIndex('vue_storefront_magento1_13', ['vue_storefront_magento1'])).toEqual({
      ok: true,
      index: 'vue_storefront_magento1',
    });
  });

  it('refuses to guess between two configured indexes the name could belong to', () => {
    const result = matchConfiguredIndex('shop_21507151193738', ['shop', 'shop_2']);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(
      /^index "shop_21507151193738" could belong to more than one configured index \(shop, shop_2\); pass --index <name>/,
    );
  });

  it('never reads a store-view code as a suffix', () => {
    expect(matchConfiguredIndex('vue_storefront_catalog_de', ['vue_storefront_catalog']).ok).toBe(false);
    expect(matchConfiguredIndex('vue_storefront_catalogue', ['vue_storefront_catalog']).ok).toBe(false);
  });
});
