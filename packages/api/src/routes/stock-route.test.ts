import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAGENTO_STOCK_ITEM_DEFAULTS } from '@storefront/core';
import { CATALOG_FIXTURES } from '../test-support/catalog-fixtures.js';
import { getJson, startTestApi, type TestApi, type TestDocument } from '../test-support/start-test-api.js';

const EXTRA: TestDocument[] = [
  {
    entity: 'product',
    source: {
      id: 10,
      sku: 'MS10',
      name: 'Shorts',
      type_id: 'configurable',
      status: 1,
      visibility: 4,
      price: 40,
      stock: { item_id: 910, is_in_stock: true, qty: '7', min_sale_qty: 2, max_sale_qty: 'lots', stock_id: 3 },
      configurable_children: [{ id: 111, sku: 'MS10-S', name: 'Shorts S', price: 40 }],
    },
  },
  { entity: 'product', source: { id: 12, sku: 'NOSTOCK', name: 'Untracked', type_id: 'virtual', price: 5 } },
  {
    index: 'vue_storefront_catalog_de',
    entity: 'product',
    source: {
      id: 2,
      sku: 'WT02',
      name: 'Minerva',
      type_id: 'simple',
      price: 30,
      stock: { is_in_stock: false, qty: 0 },
    },
  },
];

let api: TestApi;
const stock = (path: string, init?: RequestInit) => getJson(`${api.url}/api/stock${path}`, init);

/** Every path is answered with VSF's 500 envelope carrying `message`. */
async function expectServerError(paths: string[], message: string) {
  for (const path of paths) {
    const { status, body } = await stock(path);
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, result: message });
  }
}

beforeAll(async () => {
  api = await startTestApi([...CATALOG_FIXTURES, ...EXTRA]);
});
afterAll(() => api.close());

describe('GET /api/stock/check (contract 5)', () => {
  it('answers the Magento stock item of a simple product', async () => {
    const { status, body, headers } = await stock('/check?sku=WT02');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('application/json');
    // Magento's whole stock item (core's defaults), with the product's id, quantity and stock state.
    expect(body).toEqual({
      code: 200,
      result: { ...MAGENTO_STOCK_ITEM_DEFAULTS, item_id: 2, product_id: 2, qty: 3, is_in_stock: true },
    });
    expect(body.result).toMatchObject({ stock_id: 1, min_sale_qty: 1, max_sale_qty: 10000, backorders: 0 });
  });

  it('reports an out-of-stock product as such', async () => {
    const { body } = await stock('/check?sku=MH03');
    expect(body.result).toMatchObject({ product_id: 3, qty: 0, is_in_stock: false, manage_stock: true });
  });

  it('finds a configurable child inside its parent, with the child id and its own stock', async () => {
    const { body } = await stock('/check?sku=WJ01-M-Blue');
    expect(body.code).toBe(200);
    expect(body.result).toMatchObject({ item_id: 102, product_id: 102, qty: 5, is_in_stock: true });
  });

  it("prefers a child's own document over its copy inside the parent", async () => {
    const { body } = await stock('/check?sku=WJ01-S-Black');
    expect(body.result).toMatchObject({ product_id: 5, qty: 4 });
  });

  it("gives a child without stock data its parent's stock, and keeps well-typed stock fields only", async () => {
    const child = await stock('/check?sku=MS10-S');
    expect(child.body.result).toMatchObject({ item_id: 910, product_id: 111, qty: 7, is_in_stock: true, stock_id: 1 });
    const parent = await stock('/check?sku=MS10');
    expect(parent.body.result).toMatchObject({ product_id: 10, qty: 7, min_sale_qty: 2, max_sale_qty: 10000 });
  });

  it('reports a product without stock data as not stock-managed', async () => {
    const { body } = await stock('/check?sku=NOSTOCK');
    expect(body.result).toMatchObject({ product_id: 12, is_in_stock: true, manage_stock: false, qty: 0 });
  });

  it('answers the parent configurable itself', async () => {
    const { body } = await stock('/check?sku=WJ01');
    expect(body.result).toMatchObject({ product_id: 1, qty: 10, is_in_stock: true });
  });

  it('accepts the sku in the path', async () => {
    const { status, body } = await stock(`/check/${encodeURIComponent('WJ01-M-Blue')}`);
    expect(status).toBe(200);
    expect(body.result.product_id).toBe(102);
  });

  it('requires a sku', () =>
    expectServerError(['/check', '/check?sku=', '/check?sku=%20', '/check/'], 'sku parameter is required'));

  it("answers an unknown sku with Magento's error object inside a 500, as the frontend saw it", async () => {
    const { status, body } = await stock('/check?sku=NOPE');
    expect(status).toBe(500);
    expect(body).toEqual({ code: 500, result: { errorMessage: "Requested product doesn't exist", code: 404 } });
    const path = await stock('/check/NOPE');
    expect(path.body).toEqual(body);
  });

  it('rejects a repeated sku parameter', async () => {
    const { status, body } = await stock('/check?sku=WT02&sku=MH03');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: 'Query parameter "sku" must be given once' });
  });

  it('reads the store view from storeCode or the x-vs-store-code header', async () => {
    const byQuery = await stock('/check?sku=WT02&storeCode=de');
    expect(byQuery.body.result).toMatchObject({ product_id: 2, is_in_stock: false });
    const byHeader = await stock('/check?sku=WT02', { headers: { 'x-vs-store-code': 'de' } });
    expect(byHeader.body.result).toMatchObject({ is_in_stock: false });
    const deOnly = await stock('/check?sku=MH03&storeCode=de');
    expect(deOnly.status).toBe(500);
    // A store code with no store view is the default store, as in vue-storefront-api.
    const unknownStore = await stock('/check?sku=WT02&storeCode=constructor');
    expect(unknownStore.body.result).toMatchObject({ is_in_stock: true, qty: 3 });
  });
});

describe('GET /api/stock/list (contract 5)', () => {
  it('answers the stock items in sku order', async () => {
    const { status, body } = await stock('/list?skus=MH03,WJ01-M-Blue,WT02');
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    expect(body.result.map((item: { product_id: number }) => item.product_id)).toEqual([3, 102, 2]);
    expect(body.result.map((item: { is_in_stock: boolean }) => item.is_in_stock)).toEqual([false, true, true]);
  });

  it('ignores blanks around and between skus', async () => {
    const { body } = await stock(`/list?skus=${encodeURIComponent(' WT02 ,, MH03,')}`);
    expect(body.result.map((item: { product_id: number }) => item.product_id)).toEqual([2, 3]);
  });

  it('requires skus', () => expectServerError(['/list', '/list?skus=', '/list?skus=,,'], 'skus parameter is required'));

  it('fails the whole call on the first unknown sku, naming it', async () => {
    const { status, body } = await stock('/list?skus=WT02,NOPE,ALSO-NOPE');
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, result: 'Requested product doesn\'t exist: "NOPE"' });
  });

  it('limits the number of skus per call', async () => {
    const skus = Array.from({ length: 101 }, (_, i) => `SKU-${i}`).join(',');
    const { status, body } = await stock(`/list?skus=${skus}`);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, result: 'Too many skus: 101 given, at most 100 per call' });
    const hundred = await stock(`/list?skus=${Array.from({ length: 100 }, () => 'WT02').join(',')}`);
    expect(hundred.status).toBe(200);
    expect(hundred.body.result).toHaveLength(100);
  });
});
