import { describe, expect, it } from 'vitest';
import { categoryLink } from './category-link.js';
import { localizedRoute, localizedRouteName } from './localized-route.js';
import { productLink } from './product-link.js';
import type { StoreRoutingOptions } from './store-routing-options.js';
import { DEFAULT_STORE_ROUTING } from './store-routing-options.js';

const stores: StoreRoutingOptions = {
  multistore: true,
  mapStoreUrlsFor: ['de', 'it'],
  views: {
    de: { storeCode: 'de', url: '/de', appendStoreCode: true, disabled: false },
    it: { storeCode: 'it', url: '/italiano/', appendStoreCode: true, disabled: false },
    fr: { storeCode: 'fr', url: '/fr', appendStoreCode: true, disabled: false },
  },
};

describe('localizedRoute', () => {
  it('prefixes paths of de with /de/ and route names with de-', () => {
    expect(localizedRoute('/checkout', 'de', stores)).toBe('/de/checkout');
    expect(localizedRoute('/', 'de', stores)).toBe('/de/');
    expect(localizedRoute('my-account/orders?page=2#top', 'de', stores)).toBe('/de/my-account/orders?page=2#top');
    expect(localizedRouteName('checkout', 'de', stores)).toBe('de-checkout');
  });

  it('uses the mapped prefix of it, but the store code in the name', () => {
    const link = localizedRoute(categoryLink({ slug: 'tops-21' }), 'it', stores);
    expect(link).toEqual({ name: 'it-category', params: { slug: 'tops-21' }, path: '/italiano/c/tops-21', search: '' });
  });

  it('keeps the query of a dispatcher link outside the path', () => {
    const link = productLink(
      { sku: 'WT06', type_id: 'configurable', slug: 'tank', url_path: 'women/tank.html' },
      { useUrlDispatcher: true, childSku: 'WT06-XS' },
    );
    expect(localizedRoute(link, 'de', stores)).toMatchObject({
      name: 'de-configurable-product',
      path: '/de/women/tank.html',
      search: '?childSku=WT06-XS',
    });
  });

  it('leaves the default store, unmapped and disabled views, external URLs and multistore off alone', () => {
    expect(localizedRoute('/checkout', '', stores)).toBe('/checkout');
    expect(localizedRoute('/checkout', undefined, stores)).toBe('/checkout');
    expect(localizedRoute('/checkout', 'fr', stores)).toBe('/checkout');
    expect(localizedRoute('/checkout', 'de', DEFAULT_STORE_ROUTING)).toBe('/checkout');
    expect(localizedRoute('/checkout', 'de', { ...stores, multistore: false })).toBe('/checkout');
    expect(localizedRoute('https://example.com/x', 'de', stores)).toBe('https://example.com/x');
    const link = categoryLink({ slug: 'tops' });
    expect(localizedRoute(link, 'fr', stores)).toBe(link);
  });

  it('does not prefix a view told apart by domain, nor the configured default store', () => {
    const domain = { ...stores, views: { ...stores.views, de: { storeCode: 'de', appendStoreCode: false } } };
    expect(localizedRoute('/checkout', 'de', domain)).toBe('/checkout');
    expect(localizedRoute('/checkout', 'de', { ...stores, defaultStoreCode: 'de' })).toBe('/checkout');
  });
});
