import { describe, expect, it } from 'vitest';
import { entityFromFileName, resolveIndexAndEntity, splitIndexName } from './entity-resolution.js';

describe('splitIndexName', () => {
  it('takes the longest entity suffix, so cms_page and cms_block stay whole', () => {
    expect(splitIndexName('vue_storefront_catalog_cms_block_1587031505')).toEqual({
      base: 'vue_storefront_catalog',
      entity: 'cms_block',
    });
    expect(splitIndexName('vue_storefront_catalog_de_cms_page')).toEqual({
      base: 'vue_storefront_catalog_de',
      entity: 'cms_page',
    });
  });
  it('reads an entity followed by a timestamp without a separator', () => {
    expect(splitIndexName('vue_storefront_catalog_product1507151193738')).toEqual({
      base: 'vue_storefront_catalog',
      entity: 'product',
    });
  });
  it('returns no entity, and the whole name, when the name has no entity suffix', () => {
    expect(splitIndexName('vue_storefront_catalog_1587031505')).toEqual({
      base: 'vue_storefront_catalog_1587031505',
      entity: undefined,
    });
    expect(splitIndexName('product')).toEqual({ base: 'product', entity: undefined });
  });
});

describe('resolveIndexAndEntity', () => {
  it('reads ES 6+ per-entity dumps (_type _doc) from the index name', () => {
    expect(resolveIndexAndEntity('vue_storefront_catalog_attribute_1587031505', '_doc')).toEqual({
      ok: true,
      index: 'vue_storefront_catalog',
      entity: 'attribute',
    });
    expect(resolveIndexAndEntity('vue_storefront_catalog_de_category', '_doc')).toEqual({
      ok: true,
      index: 'vue_storefront_catalog_de',
      entity: 'category',
    });
  });
  it('treats a missing _type (ES 8) like _doc', () => {
    expect(resolveIndexAndEntity('vue_storefront_catalog_it_taxrule', undefined)).toEqual({
      ok: true,
      index: 'vue_storefront_catalog_it',
      entity: 'taxrule',
    });
  });
  it('reads ES 5 single-index dumps from _type and keeps the index name', () => {
    expect(resolveIndexAndEntity('vue_storefront_catalog', 'product')).toEqual({
      ok: true,
      index: 'vue_storefront_catalog',
      entity: 'product',
    });
    expect(resolveIndexAndEntity('vue_storefront_catalog_de_1522075412', 'cms_block')).toEqual({
      ok: true,
      index: 'vue_storefront_catalog_de_1522075412',
      entity: 'cms_block',
    });
  });
  it('drops an index suffix that repeats the _type', () => {
    expect(resolveIndexAndEntity('vue_storefront_catalog_review', 'review')).toEqual({
      ok: true,
      index: 'vue_storefront_catalog',
      entity: 'review',
    });
  });
  it('leaves index and entity undefined when the hit does not tell them', () => {
    expect(resolveIndexAndEntity(undefined, '_doc')).toEqual({ ok: true, index: undefined, entity: undefined });
    expect(resolveIndexAndEntity('shop', '_doc')).toEqual({ ok: true, index: 'shop', entity: undefined });
    expect(resolveIndexAndEntity(undefined, 'category')).toEqual({ ok: true, index: undefined, entity: 'category' });
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
