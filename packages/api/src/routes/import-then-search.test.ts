import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importCatalogFiles } from '../import/index.js';
import { getJson, postJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';

const fixture = (path: string) => fileURLToPath(new URL(`../import/fixtures/${path}`, import.meta.url));
let api: TestApi;
const url = (index: string, entity: string) => `${api.url}/api/catalog/${index}/${entity}/_search`;

beforeAll(async () => {
  api = await startTestApi([]);
  // Search first, so the server holds an (empty) index that the import must invalidate.
  await getJson(`${url('vue_storefront_catalog', 'product')}?size=1`);
  await importCatalogFiles(
    api.catalog,
    [
      fixture('v1.12/catalog_attribute.json'),
      fixture('v1.12/catalog_category.json'),
      fixture('v1.12/catalog_cms_page.json'),
      fixture('v1.12/catalog_review.json'),
      fixture('v1.12/catalog_taxrule.json'),
      fixture('v1.11-localized/catalog_de_category.json'),
      fixture('v1.11-localized/catalog_de_taxrule.json'),
      fixture('storefront-api-sample/products.json'),
    ],
    { defaultIndex: api.config.catalog.defaultIndex, allowedIndices: api.config.catalog.indices },
  );
});
afterAll(() => api.close());

describe('an imported vue-storefront-api catalogue is searchable at once', () => {
  it('finds the 2020 sample products by text with a typo, with server-side price fields', async () => {
    const { body } = await postJson(url('vue_storefront_catalog', 'product'), {
      query: { multi_match: { query: 'capr', fields: ['name^4', 'sku^2'], fuzziness: 2, prefix_length: 2 } },
    });
    expect(body.hits.hits.map((h: { _source: { sku: string } }) => h._source.sku).sort()).toEqual(['WP08', 'WP11']);
    // The sample's projection has no tax_class_id, so no rule applies: gross equals net, tax 0 (see docs/api.md#catalogue-search).
    const product = body.hits.hits[0]._source;
    expect(product.price_incl_tax).toBe(product.price);
    expect(product.price_tax).toBe(0);
    expect(product.final_price).toBe(product.price);
  });

  it('filters the sample products on stock, which the importer unwrapped from its one-element array', async () => {
    const { body } = await postJson(url('vue_storefront_catalog', 'product'), {
      query: { bool: { filter: { terms: { 'stock.is_in_stock': [true] } } } },
    });
    expect(body.hits.total).toBe(5);
  });

  it('answers the CMS and review queries the VSF frontend makes', async () => {
    const cms = await postJson(url('vue_storefront_catalog', 'cms_page'), {
      query: { bool: { filter: { terms: { identifier: ['home'] } } } },
    });
    expect(cms.body.hits.hits[0]._source.identifier).toBe('home');
    const reviews = await postJson(url('vue_storefront_catalog', 'review'), {
      query: {
        bool: { filter: { bool: { must: [{ terms: { product_id: [72119] } }, { terms: { review_status: [2] } }] } } },
      },
    });
    expect(reviews.body.hits.total).toBe(2);
  });

  it('keeps localized store views in their own index', async () => {
    const { body } = await getJson(`${url('vue_storefront_catalog_de', 'category')}?size=10&sort=id:asc`);
    expect(body.hits.total).toBe(3);
    expect(body.hits.hits[0]._index).toBe('vue_storefront_catalog_de');
  });
});
