import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { replaceRouteForParent } from './replace-route-for-parent.js';

const parent: ProductDocument = {
  id: 1769,
  sku: 'WT06',
  name: 'Chloe Compete Tank',
  type_id: 'configurable',
  slug: 'chloe-compete-tank-1769',
  url_path: 'women/chloe-compete-tank-1769.html',
};
const child: ProductDocument = {
  id: 1770,
  sku: 'WT06-XS-Blue',
  name: 'Chloe Compete Tank-XS-Blue',
  type_id: 'simple',
  slug: 'chloe-compete-tank-xs-blue-1770',
};

describe('replaceRouteForParent', () => {
  it("moves a child's page to the parent's route with the child selected", () => {
    expect(replaceRouteForParent(child, parent)).toEqual({
      name: 'configurable-product',
      params: { parentSku: 'WT06', slug: 'chloe-compete-tank-1769', childSku: 'WT06-XS-Blue' },
      path: '/p/WT06/chloe-compete-tank-1769/WT06-XS-Blue',
      search: '',
    });
    expect(replaceRouteForParent(child, parent, { useShortCatalogUrls: true })?.path).toBe(
      '/WT06/chloe-compete-tank-1769/WT06-XS-Blue',
    );
  });

  it("with the dispatcher: the parent's url_path with the child in the query", () => {
    expect(replaceRouteForParent(child, parent, { useUrlDispatcher: true })).toMatchObject({
      path: '/women/chloe-compete-tank-1769.html',
      search: '?childSku=WT06-XS-Blue',
    });
  });

  it('uses the generic product route for a parent shape without a child segment', () => {
    expect(replaceRouteForParent(child, { ...parent, type_id: 'bundle' })).toMatchObject({
      name: 'product',
      path: '/p/WT06/chloe-compete-tank-1769/WT06-XS-Blue',
    });
  });

  it('needs no replacement without a parent or when the parent is the product itself', () => {
    expect(replaceRouteForParent(child, undefined)).toBeUndefined();
    expect(replaceRouteForParent(child, null)).toBeUndefined();
    expect(replaceRouteForParent(parent, { ...parent })).toBeUndefined();
    expect(replaceRouteForParent({ sku: 'A' }, { sku: 'A' })).toBeUndefined();
  });
});
