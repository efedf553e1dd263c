import {
  LISTING_FILTERS,
  sitemapEntries,
  sitemapIndexXml,
  sitemapXml,
  type SitemapCategory,
  type SitemapProduct,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';

/** Products per sitemap file: one id range each, as the API pages through at most 10 000 hits of one query. */
export const PRODUCTS_PER_SITEMAP = 5000;
const PRODUCT_FIELDS = [
  'id',
  'sku',
  'type_id',
  'slug',
  'url_key',
  'url_path',
  'name',
  'status',
  'visibility',
  'updated_at',
];

const xml = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });

function entryOptions(page: PageContext) {
  return {
    origin: page.url.origin,
    urls: page.urls,
    storeCode: page.storeCode,
    stores: page.stores,
  };
}

async function categories(page: PageContext): Promise<SitemapCategory[]> {
  const { items } = await page.catalog.search<SitemapCategory>(
    'category',
    { filters: [{ attribute: 'is_active', value: [true] }], sort: 'position:asc' },
    { size: page.config.entities.category.listSize },
  );
  return items;
}

async function productsInIdRange(page: PageContext, part: number): Promise<SitemapProduct[]> {
  const { items } = await page.catalog.products(
    {
      filters: [
        ...LISTING_FILTERS,
        { attribute: 'id', value: { gte: part * PRODUCTS_PER_SITEMAP, lt: (part + 1) * PRODUCTS_PER_SITEMAP } },
      ],
      sort: 'id',
    },
    { size: PRODUCTS_PER_SITEMAP, includeFields: PRODUCT_FIELDS },
  );
  return items as SitemapProduct[];
}

/**
 * `/sitemap.xml`: one sitemap while the catalogue is small; an index of `/sitemaps/categories.xml` and one
 * `/sitemaps/products-{n}.xml` per id range once it is not.
 */
export async function sitemapResponse(page: PageContext): Promise<Response> {
  const newest = await page.catalog.products(
    { filters: [...LISTING_FILTERS], sort: 'id:desc' },
    { size: 1, includeFields: ['id'] },
  );
  const maxId = Number(newest.items[0]?.id ?? 0);
  if (maxId < PRODUCTS_PER_SITEMAP) {
    const [cats, products] = await Promise.all([categories(page), productsInIdRange(page, 0)]);
    return xml(sitemapXml(sitemapEntries(products, cats, entryOptions(page))));
  }
  const prefix = `${page.url.origin}${entryOptions(page).stores.multistore && page.storeCode ? `/${page.storeCode}` : ''}`;
  const parts = Math.floor(maxId / PRODUCTS_PER_SITEMAP) + 1;
  return xml(
    sitemapIndexXml([
      { loc: `${prefix}/sitemaps/categories.xml` },
      ...Array.from({ length: parts }, (_, part) => ({ loc: `${prefix}/sitemaps/products-${part}.xml` })),
    ]),
  );
}

export async function categorySitemapResponse(page: PageContext): Promise<Response> {
  return xml(sitemapXml(sitemapEntries([], await categories(page), entryOptions(page))));
}

export async function productSitemapResponse(page: PageContext, part: number): Promise<Response> {
  return xml(sitemapXml(sitemapEntries(await productsInIdRange(page, part), [], entryOptions(page))));
}
