import { describe, expect, it } from 'vitest';
import { catalogRoutes } from './catalog-routes.js';

const byName = (routes: ReturnType<typeof catalogRoutes>) =>
  Object.fromEntries(routes.map((route) => [route.name, route.path]));

describe('catalogRoutes', () => {
  it('lists the prefixed shapes', () => {
    expect(byName(catalogRoutes())).toEqual({
      'simple-product': '/p/:parentSku/:slug',
      'virtual-product': '/p/:parentSku/:slug',
      'bundle-product': '/p/:parentSku/:slug',
      'downloadable-product': '/p/:parentSku/:slug',
      'grouped-product': '/p/:parentSku/:slug',
      'configurable-product': '/p/:parentSku/:slug/:childSku',
      product: '/p/:parentSku/:slug/:childSku',
      category: '/c/:slug',
      'simple-product-amp': '/amp/p/:parentSku/:slug',
      'virtual-product-amp': '/amp/p/:parentSku/:slug',
      'bundle-product-amp': '/amp/p/:parentSku/:slug',
      'downloadable-product-amp': '/amp/p/:parentSku/:slug',
      'grouped-product-amp': '/amp/p/:parentSku/:slug',
      'configurable-product-amp': '/amp/p/:parentSku/:slug/:childSku',
      'product-amp': '/amp/p/:parentSku/:slug/:childSku',
      'category-amp': '/amp/c/:slug',
      'cms-page': '/i/:slug',
    });
  });

  it('lists the short shapes, AMP pages with the minimal layout', () => {
    const routes = catalogRoutes({ useShortCatalogUrls: true });
    expect(byName(routes)).toMatchObject({
      'simple-product': '/:parentSku/:slug',
      'configurable-product': '/:parentSku/:slug/:childSku',
      category: '/:slug',
      'simple-product-amp': '/amp/:parentSku/:slug',
      'configurable-product-amp': '/amp/:parentSku/:slug/:childSku',
      'category-amp': '/amp/:slug',
      'cms-page': '/i/:slug',
    });
    for (const route of routes) expect(route.layout).toBe(route.amp ? 'minimal' : 'default');
  });
});
