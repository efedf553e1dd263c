import { describe, expect, it } from 'vitest';
import type { ProductDocument } from '../catalog/types.js';
import { productLink } from './product-link.js';
import { productRouteName, usesChildSku } from './product-route-name.js';

const product = (type_id: string, extra: Partial<ProductDocument> = {}): ProductDocument => ({
  id: 1769,
  sku: 'WT06',
  name: 'Chloe Compete Tank',
  type_id,
  slug: 'chloe-compete-tank-1769',
  url_key: 'chloe-compete-tank',
  url_path: 'women/tops-women/tanks-women/bras-and-tanks-26/chloe-compete-tank-1769.html',
  ...extra,
});

const SINGLE = ['simple', 'virtual', 'bundle', 'downloadable', 'grouped'];

describe('productRouteName', () => {
  it('is {type_id}-product, and the generic route without a type', () => {
    expect(productRouteName('simple')).toBe('simple-product');
    expect(productRouteName('configurable')).toBe('configurable-product');
    expect(productRouteName(undefined)).toBe('product');
  });

  it('gives configurable and unknown types the childSku shape', () => {
    for (const type of SINGLE) expect(usesChildSku(type)).toBe(false);
    expect(usesChildSku('configurable')).toBe(true);
    expect(usesChildSku('giftcard')).toBe(true);
  });
});

describe('productLink', () => {
  it.each(SINGLE)('%s: prefixed /p/{parentSku}/{slug}, short /{parentSku}/{slug}', (type) => {
    const prefixed = productLink(product(type));
    expect(prefixed).toEqual({
      name: `${type}-product`,
      params: { parentSku: 'WT06', slug: 'chloe-compete-tank-1769' },
      path: '/p/WT06/chloe-compete-tank-1769',
      search: '',
    });
    expect(productLink(product(type), { useShortCatalogUrls: true }).path).toBe('/WT06/chloe-compete-tank-1769');
  });

  it('configurable: the childSku shape with the parent sku when nothing is selected', () => {
    expect(productLink(product('configurable'))).toEqual({
      name: 'configurable-product',
      params: { parentSku: 'WT06', slug: 'chloe-compete-tank-1769', childSku: 'WT06' },
      path: '/p/WT06/chloe-compete-tank-1769/WT06',
      search: '',
    });
    expect(productLink(product('configurable'), { useShortCatalogUrls: true }).path).toBe(
      '/WT06/chloe-compete-tank-1769/WT06',
    );
  });

  it('configurable: the selected child, given or from a configured product (sku = child, parentSku = parent)', () => {
    expect(productLink(product('configurable'), { childSku: 'WT06-XS-Blue' }).path).toBe(
      '/p/WT06/chloe-compete-tank-1769/WT06-XS-Blue',
    );
    const configured = product('configurable', { sku: 'WT06-XS-Blue', parentSku: 'WT06' });
    expect(productLink(configured, { useShortCatalogUrls: true })).toMatchObject({
      params: { parentSku: 'WT06', childSku: 'WT06-XS-Blue' },
      path: '/WT06/chloe-compete-tank-1769/WT06-XS-Blue',
    });
  });

  it('generic types use the childSku shape too', () => {
    expect(productLink(product('giftcard'))).toMatchObject({
      name: 'giftcard-product',
      path: '/p/WT06/chloe-compete-tank-1769/WT06',
    });
  });

  it.each([...SINGLE, 'configurable'])('%s with the dispatcher: the url_path', (type) => {
    const link = productLink(product(type), { useUrlDispatcher: true, useShortCatalogUrls: true });
    expect(link.name).toBe(`${type}-product`);
    expect(link.path).toBe('/women/tops-women/tanks-women/bras-and-tanks-26/chloe-compete-tank-1769.html');
    expect(link.search).toBe('');
  });

  it('dispatcher: a selected child travels as ?childSku= (VSF #5981)', () => {
    const link = productLink(product('configurable'), { useUrlDispatcher: true, childSku: 'WT06-XS-Blue' });
    expect(link.search).toBe('?childSku=WT06-XS-Blue');
    expect(link.params.childSku).toBe('WT06-XS-Blue');
  });

  it('dispatcher without a url_path falls back to the prefixed shape, even with short URLs on', () => {
    const link = productLink(product('simple', { url_path: undefined }), {
      useUrlDispatcher: true,
      useShortCatalogUrls: true,
    });
    expect(link.path).toBe('/p/WT06/chloe-compete-tank-1769');
  });

  it('slug: slug, else url_key, else slugify(name + "-" + id)', () => {
    expect(productLink(product('simple', { slug: undefined })).params.slug).toBe('chloe-compete-tank');
    expect(productLink(product('simple', { slug: '', url_key: undefined })).params.slug).toBe(
      'chloe-compete-tank-1769',
    );
    expect(productLink({ id: 7, sku: 'X', type_id: 'simple', name: 'Bras & Tanks ' }).params.slug).toBe(
      'bras-and-tanks-7',
    );
  });

  it('encodes parameters so that a sku with a slash stays one segment', () => {
    expect(productLink(product('simple', { sku: 'A/B 1' })).path).toBe('/p/A%2FB%201/chloe-compete-tank-1769');
  });
});
