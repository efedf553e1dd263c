import { describe, expect, it, vi } from 'vitest';
import type { CategoryDocument, ProductDocument } from '../catalog/types.js';
import { resolveUnknownUrl } from './resolve-unknown-url.js';
import type { UrlPathLookups } from './resolve-unknown-url.js';
import type { StoreRoutingOptions } from './store-routing-options.js';

const tank: ProductDocument = {
  id: 1769,
  sku: 'WT06',
  name: 'Chloe Compete Tank',
  type_id: 'configurable',
  slug: 'chloe-compete-tank-1769',
  url_path: 'women/tanks/chloe-compete-tank-1769.html',
};
const tee: ProductDocument = { id: 5, sku: 'MS01', name: 'Tee', type_id: 'simple', url_path: 'men/tee-5.html' };
const women = { id: 20, name: 'Women', slug: 'women-20', url_path: 'women' } as CategoryDocument;
const cafe = { id: 9, name: 'Café', slug: 'cafe-9', url_path: 'café' } as CategoryDocument;
// A Magento 1 category: url_key unique only under its parent, no slug.
const outletWomen = { id: 6, name: 'Women', url_key: 'women', url_path: 'outlet/women' } as CategoryDocument;

function fakeLookups(): UrlPathLookups & { calls: string[] } {
  const calls: string[] = [];
  const products = [tank, tee];
  const categories = [women, cafe, outletWomen];
  return {
    calls,
    productByUrlPath: vi.fn(async (urlPath: string) => {
      calls.push(`product:${urlPath}`);
      return products.find((p) => p.url_path === urlPath);
    }),
    categoryByUrlPath: vi.fn(async (urlPath: string) => {
      calls.push(`category:${urlPath}`);
      return categories.find((c) => c.url_path === urlPath) ?? null;
    }),
  };
}

describe('resolveUnknownUrl', () => {
  it('1. finds a product by url_path first and maps it to {type_id}-product', async () => {
    const lookups = fakeLookups();
    expect(await resolveUnknownUrl('/men/tee-5.html', lookups)).toEqual({
      type: 'product',
      name: 'simple-product',
      params: { parentSku: 'MS01', slug: 'tee-5' },
      storeCode: '',
      urlPath: 'men/tee-5.html',
    });
    expect(lookups.calls).toEqual(['product:men/tee-5.html']);
  });

  it('1. gives a configurable the child of the URL, else its own sku', async () => {
    const withChild = await resolveUnknownUrl(
      '/women/tanks/chloe-compete-tank-1769.html?childSku=WT06-XS-Blue',
      fakeLookups(),
    );
    expect(withChild).toMatchObject({
      type: 'product',
      name: 'configurable-product',
      params: { parentSku: 'WT06', slug: 'chloe-compete-tank-1769', childSku: 'WT06-XS-Blue' },
    });
    const bare = await resolveUnknownUrl('/women/tanks/chloe-compete-tank-1769.html/', fakeLookups());
    expect(bare).toMatchObject({ params: { childSku: 'WT06' } });
  });

  it('2. then a category by url_path, mapped to the category route', async () => {
    const lookups = fakeLookups();
    expect(await resolveUnknownUrl('/women/', lookups)).toEqual({
      type: 'category',
      name: 'category',
      params: { slug: 'women-20' },
      storeCode: '',
      urlPath: 'women',
    });
    expect(lookups.calls).toEqual(['product:women', 'category:women']);
  });

  it('2. names a category without slug by the slug its links carry', async () => {
    const resolved = await resolveUnknownUrl('/outlet/women', fakeLookups());
    expect(resolved).toMatchObject({ type: 'category', params: { slug: 'women-6' } });
  });

  it('3. otherwise /page-not-found', async () => {
    const lookups = fakeLookups();
    expect(await resolveUnknownUrl('/nothing/here', lookups)).toEqual({
      type: 'not-found',
      redirect: '/page-not-found',
      storeCode: '',
      urlPath: 'nothing/here',
    });
    expect(lookups.calls).toEqual(['product:nothing/here', 'category:nothing/here']);
  });

  it('decodes the path, and a malformed %-sequence neither throws nor hides the rest (VSF #2614)', async () => {
    expect(await resolveUnknownUrl('/caf%C3%A9', fakeLookups())).toMatchObject({ type: 'category' });
    const lookups = fakeLookups();
    await expect(resolveUnknownUrl('/caf%C3%A9/%E0%A4%A', lookups)).resolves.toMatchObject({ type: 'not-found' });
    expect(lookups.calls[0]).toBe('product:café/%E0%A4%A');
  });

  it('does not look up the empty path', async () => {
    const lookups = fakeLookups();
    expect(await resolveUnknownUrl('/', lookups)).toMatchObject({ type: 'not-found' });
    expect(lookups.calls).toEqual([]);
  });

  it('reads the store from the URL and localises the result (VSF #3418)', async () => {
    const stores: StoreRoutingOptions = {
      multistore: true,
      mapStoreUrlsFor: ['de'],
      views: { de: { storeCode: 'de', url: '/de' } },
    };
    const lookups = fakeLookups();
    expect(await resolveUnknownUrl('/de/women', lookups, { stores })).toMatchObject({
      type: 'category',
      name: 'de-category',
      storeCode: 'de',
    });
    expect(lookups.categoryByUrlPath).toHaveBeenCalledWith('women', { storeCode: 'de' });
    expect(await resolveUnknownUrl('/de/nothing', lookups, { stores })).toMatchObject({
      redirect: '/de/page-not-found',
    });
  });

  it('lets lookup failures through instead of calling the page missing', async () => {
    const lookups = fakeLookups();
    lookups.productByUrlPath = () => Promise.reject(new Error('offline'));
    await expect(resolveUnknownUrl('/women', lookups)).rejects.toThrow('offline');
  });
});
