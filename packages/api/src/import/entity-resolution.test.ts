import { describe, expect, it } from 'vitest';
import { entityFromFileName, resolveIndexAndEntity, splitIndexName } from './entity-resolution.js';

describe('splitIndexName', () => {
  it.each([
    // The longest entity suffix wins, so cms_page and cms_block stay whole.
    ['vue_storefront_catalog_cms_block_1587031505', 'vue_storefront_catalog', 'cms_block'],
    ['vue_storefront_catalog_de_cms_page', 'vue_storefront_catalog_de', 'cms_page'],
    // An entity followed by a timestamp without a separator.
    ['vue_storefront_catalog_product1507151193738', 'vue_storefront_catalog', 'product'],
    // No entity suffix: no entity, and the whole name.
    ['vue_storefront_catalog_1587031505', 'vue_storefront_catalog_1587031505', undefined],
    ['product', 'product', undefined],
  ])('%s → base %s, entity %s', (name, base, entity) => {
    expect(splitIndexName(name)).toEqual({ base, entity });
  });
});

describe('resolveIndexAndEntity', () => {
  it.each([
    // ES 6+ per-entity dumps (_type _doc): from the index name.
    ['vue_storefront_catalog_attribute_1587031505', '_doc', 'vue_storefront_catalog', 'attribute'],
    ['vue_storefront_catalog_de_category', '_doc', 'vue_storefront_catalog_de', 'category'],
    // A missing _type (ES 8) is read like _doc.
    ['vue_storefront_catalog_it_taxrule', undefined, 'vue_storefront_catalog_it', 'taxrule'],
    // ES 5 single-index dumps: from _type, the index name kept.
    ['vue_storefront_catalog', 'product', 'vue_storefront_catalog', 'product'],
    ['vue_storefront_catalog_de_1522075412', 'cms_block', 'vue_storefront_catalog_de_1522075412', 'cms_block'],
    // An index suffix that repeats the _type is dropped.
    ['vue_storefront_catalog_review', 'review', 'vue_storefront_catalog', 'review'],
    // A hit that does not tell them leaves them undefined.
    [undefined, '_doc', undefined, undefined],
    ['shop', '_doc', 'shop', undefined],
    [undefined, 'category', undefined, 'category'],
  ])('%s with _type %s → index %s, entity %s', (name, type, index, entity) => {
    expect(resolveIndexAndEntity(name, type)).toEqual({ ok: true, index, entity });
  });
  it('rejects a _type that is not a catalogue entity', () => {
    const result = resolveIndexAndEntity('vue_storefront_catalog', 'widget');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.reason).toMatch(/unknown entity type "widget"/);
  });
});

describe('entityFromFileName', () => {
  it.each([
    ['products.json', 'product'],
    ['product.json', 'product'],
    ['catalog_product.json', 'product'],
    ['data/luma_products.json', 'product'],
    ['/tmp/categories.json', 'category'],
    ['attributes.json', 'attribute'],
    ['taxrules.json', 'taxrule'],
    ['taxrule.json', 'taxrule'],
    ['reviews.json', 'review'],
    ['cms_pages.json', 'cms_page'],
    ['cms_page.json', 'cms_page'],
    ['cms_blocks.json', 'cms_block'],
    ['catalog_de_cms_block.json', 'cms_block'],
    ['Products.JSON', 'product'],
    ['catalog_review.ndjson', 'review'],
  ])('%s → %s', (file, entity) => {
    expect(entityFromFileName(file)).toBe(entity);
  });
  it.each(['catalog.json', 'countries.json', 'byproducts.json', 'products.csv'])('%s → undefined', (file) => {
    expect(entityFromFileName(file)).toBeUndefined();
  });
});
