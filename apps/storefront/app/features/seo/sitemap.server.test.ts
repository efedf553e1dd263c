import { defaultStorefrontConfig } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { storeRouting, type PageContext } from '../../lib/page-context.server';
import { PRODUCTS_PER_SITEMAP, productSitemapResponse, sitemapResponse } from './sitemap.server';

/** A page context whose catalogue answers with the given newest product id and records the product queries. */
function stubPage(maxId: number) {
  const queries: unknown[] = [];
  const catalog = {
    products: async (query: { sort?: string; filters?: unknown[] }) => {
      queries.push(query);
      if (query.sort === 'id:desc') return { total: 1, items: [{ id: maxId }], aggregations: {} };
      return {
        total: 1,
        items: [
          { id: 7, sku: 'S7', slug: 'seven-7', url_path: 'seven-7.html', type_id: 'simple', status: 1, visibility: 4 },
        ],
        aggregations: {},
      };
    },
    search: async () => ({
      total: 1,
      items: [{ id: 20, name: 'Women', level: 2, is_active: true, url_path: 'women' }],
      aggregations: {},
    }),
  };
  const config = defaultStorefrontConfig();
  const page = {
    url: new URL('https://shop.example/sitemap.xml'),
    config,
    urls: { useShortCatalogUrls: config.seo.useShortCatalogUrls, useUrlDispatcher: config.seo.useUrlDispatcher },
    stores: storeRouting(config),
    storeCode: '',
    catalog,
  } as unknown as PageContext;
  return { page, queries };
}

describe('sitemap', () => {
  it('is one urlset with categories and products while the catalogue is small', async () => {
    const xml = await (await sitemapResponse(stubPage(120).page)).text();
    expect(xml).toContain('<urlset');
    expect(xml).toContain('<loc>https://shop.example/women</loc>');
    expect(xml).toContain('<loc>https://shop.example/seven-7.html</loc>');
  });

  it('becomes an index of id-range files once the catalogue is large', async () => {
    const xml = await (await sitemapResponse(stubPage(3 * PRODUCTS_PER_SITEMAP + 10).page)).text();
    expect(xml).toContain('<sitemapindex');
    expect(xml).toContain('<loc>https://shop.example/sitemaps/categories.xml</loc>');
    expect(xml).toContain('<loc>https://shop.example/sitemaps/products-3.xml</loc>');
    expect(xml).not.toContain('products-4.xml');
  });

  it('asks for one id range per product file', async () => {
    const { page, queries } = stubPage(50_000);
    await productSitemapResponse(page, 2);
    const range = JSON.stringify(queries.at(-1));
    expect(range).toContain(`"gte":${2 * PRODUCTS_PER_SITEMAP}`);
    expect(range).toContain(`"lt":${3 * PRODUCTS_PER_SITEMAP}`);
  });
});
