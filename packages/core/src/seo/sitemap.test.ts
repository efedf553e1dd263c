import { describe, expect, it } from 'vitest';
import { DEFAULT_STORE_ROUTING } from '../routing/store-routing-options.js';
import { sitemapEntries } from './sitemap-entries.js';
import { SITEMAP_MAX_URLS, sitemapDate, sitemapIndexXml, sitemapXml } from './sitemap-xml.js';

describe('sitemapXml', () => {
  it('writes a sitemaps.org urlset with escaped locs', () => {
    const xml = sitemapXml([
      {
        loc: 'https://shop.example/c/tops?color=49&size=168',
        lastmod: '2020-04-16 09:58:20',
        changefreq: 'daily',
        priority: 0.8,
      },
      { loc: 'https://shop.example/p/X/Tee "special" <b>/X' },
      { loc: 'https://shop.example/p/X/café' },
      { loc: '' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/c/tops?color=49&amp;size=168</loc><lastmod>2020-04-16T09:58:20.000Z</lastmod>' +
        '<changefreq>daily</changefreq><priority>0.8</priority></url>\n' +
        '<url><loc>https://shop.example/p/X/Tee%20&quot;special&quot;%20&lt;b&gt;/X</loc></url>\n' +
        '<url><loc>https://shop.example/p/X/caf%C3%A9</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('leaves out unreadable dates, unknown frequencies and clamps priorities', () => {
    const xml = sitemapXml([
      { loc: 'https://a.example/', lastmod: 'yesterday', changefreq: 'often' as never, priority: 7 },
    ]);
    expect(xml).toContain('<url><loc>https://a.example/</loc><priority>1.0</priority></url>');
    expect(sitemapDate('2020-04-16')).toBe('2020-04-16');
    expect(sitemapDate(new Date(Date.UTC(2020, 0, 2)))).toBe('2020-01-02T00:00:00.000Z');
  });

  it('refuses more URLs than one sitemap may hold', () => {
    const urls = Array.from({ length: SITEMAP_MAX_URLS + 1 }, (_, i) => ({ loc: `https://a.example/${i}` }));
    expect(() => sitemapXml(urls)).toThrow(RangeError);
  });

  it('writes a sitemap index', () => {
    expect(sitemapIndexXml([{ loc: 'https://a.example/sitemap-1.xml?a=1&b=2', lastmod: '2020-01-01' }])).toContain(
      '<sitemap><loc>https://a.example/sitemap-1.xml?a=1&amp;b=2</loc><lastmod>2020-01-01</lastmod></sitemap>',
    );
  });
});

const CATEGORIES = [
  {
    id: 2,
    name: 'All',
    level: 1,
    is_active: true,
    slug: 'all-2',
    children_data: [
      {
        id: 20,
        name: 'Women',
        level: 2,
        is_active: true,
        slug: 'women-20',
        url_path: 'women',
        updated_at: '2020-04-16 09:58:20',
        children_data: [
          { id: 21, name: 'Tops', level: 3, is_active: true, slug: 'tops-21', url_path: 'women/tops-women' },
        ],
      },
      { id: 7, name: 'Collections', level: 2, is_active: false, slug: 'collections-7' },
      { id: 99 },
    ],
  },
  // The same category again, as the category index lists every category with its subtree.
  { id: 21, name: 'Tops', level: 3, is_active: true, slug: 'tops-21', url_path: 'women/tops-women' },
];

const PRODUCTS = [
  {
    id: 1,
    sku: 'WS12',
    name: 'Radiant Tee',
    type_id: 'simple',
    slug: 'radiant-tee-1',
    status: 1,
    visibility: 4,
    updated_at: '2020-04-16 10:00:00',
  },
  {
    id: 2,
    sku: 'MH01',
    name: 'Hoodie',
    type_id: 'configurable',
    slug: 'hoodie-2',
    status: 1,
    visibility: 4,
    url_path: 'men/hoodie-2.html',
  },
  { id: 3, sku: 'OFF', name: 'Disabled', type_id: 'simple', slug: 'disabled-3', status: 2, visibility: 4 },
  { id: 4, sku: 'MH01-XS-Blue', name: 'Child', type_id: 'simple', slug: 'child-4', status: 1, visibility: 1 },
  { id: 5, sku: 'CAT', name: 'Catalog only', type_id: 'simple', slug: 'catalog-only-5', status: '1', visibility: '2' },
];

describe('sitemapEntries', () => {
  it('lists active categories and visible enabled products with absolute URLs from the router’s links', () => {
    expect(sitemapEntries(PRODUCTS, CATEGORIES, { origin: 'https://shop.example/' })).toEqual([
      { loc: 'https://shop.example/c/women-20', lastmod: '2020-04-16 09:58:20' },
      { loc: 'https://shop.example/c/tops-21' },
      { loc: 'https://shop.example/p/WS12/radiant-tee-1', lastmod: '2020-04-16 10:00:00' },
      { loc: 'https://shop.example/p/MH01/hoodie-2/MH01' },
      { loc: 'https://shop.example/p/CAT/catalog-only-5' },
    ]);
  });

  it('follows the URL switches and the store view prefix', () => {
    const stores = {
      ...DEFAULT_STORE_ROUTING,
      multistore: true,
      views: { de: { storeCode: 'de', url: '/de', appendStoreCode: true, disabled: false } },
    };
    const entries = sitemapEntries(PRODUCTS.slice(0, 2), CATEGORIES, {
      origin: 'https://shop.example',
      urls: { useUrlDispatcher: true },
      storeCode: 'de',
      stores,
      product: { changefreq: 'weekly', priority: 0.6 },
    });
    expect(entries.map((entry) => entry.loc)).toEqual([
      'https://shop.example/de/women',
      'https://shop.example/de/women/tops-women',
      'https://shop.example/de/p/WS12/radiant-tee-1',
      'https://shop.example/de/men/hoodie-2.html',
    ]);
    expect(entries[3]).toEqual({
      loc: 'https://shop.example/de/men/hoodie-2.html',
      changefreq: 'weekly',
      priority: 0.6,
    });
  });

  it('produces a valid sitemap end to end', () => {
    const xml = sitemapXml(sitemapEntries(PRODUCTS, CATEGORIES, { origin: 'https://shop.example' }));
    expect(xml.match(/<url>/g)).toHaveLength(5);
    expect(xml).toContain('<lastmod>2020-04-16T09:58:20.000Z</lastmod>');
  });
});
