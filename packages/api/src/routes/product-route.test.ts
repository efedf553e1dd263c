import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_FIXTURES } from '../test-support/catalog-fixtures.js';
import { getJson, postJson, startTestApi, type TestApi, type TestDocument } from '../test-support/start-test-api.js';
import { resolveObjHashSecret } from '../auth/auth-secret.js';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const DE = 'vue_storefront_catalog_de';
let api: TestApi;
let grossApi: TestApi;

const renderList = (target: TestApi, query: string) => getJson(`${target.url}/api/product/render-list?${query}`);
const hmac = (target: TestApi, payload: unknown) =>
  createHmac('sha256', resolveObjHashSecret(target.config)).update(JSON.stringify(payload)).digest('base64url');

/** The product as a catalogue search hit, signed (the frontend's `_source_exclude` without sgn). */
async function catalogHit(target: TestApi, sku: string) {
  const { body } = await postJson(
    `${target.url}/api/catalog/vue_storefront_catalog/product/_search?_source_exclude=description`,
    { query: { terms: { sku: [sku] } } },
  );
  return body.hits.hits[0]._source;
}

beforeAll(async () => {
  const german: TestDocument[] = [
    ...CATALOG_FIXTURES.filter((doc) => doc.entity === 'taxrule').map((doc) => ({ ...doc, index: DE })),
    { index: DE, entity: 'product', source: { id: 2, sku: 'WT02', name: 'Minerva', price: 20, tax_class_id: '2' } },
  ];
  api = await startTestApi([...CATALOG_FIXTURES, ...german], { now: NOW });
  grossApi = await startTestApi(CATALOG_FIXTURES, { now: NOW, overrides: { tax: { calculateServerSide: false } } });
});
afterAll(async () => {
  await api.close();
  await grossApi.close();
});

describe('GET /api/product/render-list (contract 8)', () => {
  it("answers Magento's render info with the catalogue's gross prices and net tax adjustments", async () => {
    const { status, body } = await renderList(api, 'skus=WT02&currencyCode=USD&storeId=1');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const catalog = await catalogHit(api, 'WT02');
    const [item] = body.result.items;
    expect(item).toEqual({
      id: 2,
      name: 'Minerva LumaTech V-Tee',
      type: 'simple',
      url: '/women/tees/minerva-lumatech-v-tee-2.html',
      is_salable: '1',
      store_id: 1,
      currency_code: 'USD',
      price_info: {
        final_price: catalog.price_incl_tax,
        max_price: 27.5,
        max_regular_price: 35.2,
        minimal_regular_price: 35.2,
        special_price: catalog.special_price_incl_tax,
        minimal_price: 27.5,
        regular_price: catalog.original_price_incl_tax,
        formatted_prices: {
          final_price: '<span class="price">$27.50</span>',
          max_price: '<span class="price">$27.50</span>',
          max_regular_price: '<span class="price">$35.20</span>',
          minimal_regular_price: '<span class="price">$35.20</span>',
          special_price: '<span class="price">$27.50</span>',
          minimal_price: '<span class="price">$27.50</span>',
          regular_price: '<span class="price">$35.20</span>',
        },
        extension_attributes: {
          tax_adjustments: {
            final_price: 25,
            max_price: 25,
            max_regular_price: 32,
            minimal_regular_price: 32,
            special_price: 25,
            minimal_price: 25,
            regular_price: 32,
            formatted_prices: {
              final_price: '<span class="price">$25.00</span>',
              max_price: '<span class="price">$25.00</span>',
              max_regular_price: '<span class="price">$32.00</span>',
              minimal_regular_price: '<span class="price">$32.00</span>',
              special_price: '<span class="price">$25.00</span>',
              minimal_price: '<span class="price">$25.00</span>',
              regular_price: '<span class="price">$32.00</span>',
            },
          },
          weee_attributes: [],
          weee_adjustment: '<span class="price">$27.50</span>',
        },
      },
      sgn: catalog.sgn,
    });
    expect(catalog.price_incl_tax).toBe(27.5);
    expect(item.sgn).toBe(hmac(api, { priceInclTax: 27.5, sku: 'WT02' }));
  });

  it('prices configurables over their children and children like the catalogue does, in sku order', async () => {
    const { body } = await renderList(api, 'skus=WJ01-M-Blue,NOPE,WJ01,WJ01-M-Blue&currencyCode=EUR&storeId=0');
    const [child, parent] = body.result.items;
    expect(body.result.items).toHaveLength(2);
    const catalog = await catalogHit(api, 'WJ01');
    const catalogChild = catalog.configurable_children[1];

    expect(parent).toMatchObject({ id: 1, type: 'configurable', store_id: 1, currency_code: 'EUR', sgn: catalog.sgn });
    expect(parent.price_info).toMatchObject({
      final_price: catalog.price_incl_tax,
      minimal_price: 77,
      max_price: 82.5,
      special_price: null,
    });
    expect(parent.price_info.formatted_prices.final_price).toBe('<span class="price">€77.00</span>');
    expect(parent.price_info.formatted_prices.special_price).toBeNull();

    expect(child).toMatchObject({
      id: 102,
      name: 'WJ01-M-Blue',
      type: 'simple',
      is_salable: '1',
      sgn: catalogChild.sgn,
    });
    expect(child.price_info.final_price).toBe(catalogChild.price_incl_tax);
    expect(child.price_info.extension_attributes.tax_adjustments.final_price).toBe(70);
    expect(child.sgn).toBe(hmac(api, { priceInclTax: 77, sku: 'WJ01-M-Blue' }));
  });

  it('marks disabled and out-of-stock products as not salable', async () => {
    const { body } = await renderList(api, 'skus=MH03,MP04');
    expect(body.result.items.map((item: { is_salable: string }) => item.is_salable)).toEqual(['', '']);
    expect(body.result.items[0].currency_code).toBe('USD');
  });

  it("reads the store view's index, with its tax country and store id unless storeId is given", async () => {
    const { body } = await renderList(api, 'skus=WT02,MH03&storeCode=de');
    expect(body.result.items).toHaveLength(1);
    // 19 % German VAT from the fixture's tax rule.
    expect(body.result.items[0]).toMatchObject({ id: 2, store_id: 3, price_info: { final_price: 23.8 } });
    const explicit = await renderList(api, 'skus=WT02&storeCode=de&storeId=7');
    expect(explicit.body.result.items[0].store_id).toBe(7);
  });

  it('still states gross prices when the catalogue leaves taxes to the client, signing as the catalogue does', async () => {
    const { body } = await renderList(grossApi, 'skus=WT02');
    const [item] = body.result.items;
    expect(item.price_info.final_price).toBe(27.5);
    expect(item.price_info.extension_attributes.tax_adjustments.final_price).toBe(25);
    const catalog = await catalogHit(grossApi, 'WT02');
    expect(catalog.price_incl_tax).toBeUndefined();
    expect(item.sgn).toBe(catalog.sgn);
    expect(item.sgn).toBe(hmac(grossApi, { price: 32, sku: 'WT02' }));
  });

  it('requires skus and checks the other parameters', async () => {
    for (const query of ['', 'skus=', 'currencyCode=USD']) {
      const { status, body } = await renderList(api, query);
      expect(status).toBe(500);
      expect(body).toEqual({ code: 500, result: 'skus parameter is required' });
    }
    const currency = await renderList(api, 'skus=WT02&currencyCode=dollars');
    expect(currency.body).toEqual({
      code: 400,
      result: 'Query parameter "currencyCode" must be a 3-letter ISO 4217 code, got "dollars"',
    });
    const store = await renderList(api, 'skus=WT02&storeId=-1');
    expect(store.body).toEqual({ code: 400, result: 'Query parameter "storeId" must be a whole number, got "-1"' });
    const many = await renderList(api, `skus=${Array.from({ length: 101 }, (_, i) => i).join(',')}`);
    expect(many.status).toBe(400);
  });
});
