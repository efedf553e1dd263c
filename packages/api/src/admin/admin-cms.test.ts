import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { startOrderApi, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { getJson } from '../test-support/start-test-api.js';
import { addAdmin, adminCall, adminLogin, auditRows } from './test-support/back-office.js';

let api: OrderTestApi;
let staff: string;

beforeAll(async () => {
  api = await startOrderApi();
  const index = api.config.catalog.defaultIndex;
  await api.catalog.write([
    {
      kind: 'upsert',
      index,
      entity: 'cms_page',
      document: {
        id: '7',
        source: { id: 7, identifier: 'about', title: 'About us', content: '<p>Hello</p>', active: true },
      },
    },
    {
      kind: 'upsert',
      index,
      entity: 'cms_block',
      document: {
        id: '8',
        source: {
          id: 8,
          identifier: 'imported',
          title: 'Imported',
          content: '<p onmouseover="x()">Hi</p><script>1</script>',
        },
      },
    },
    ...[
      { id: 61, sku: 'LAMP-61', name: 'Desk lamp', price: 30 },
      { id: 62, sku: 'LAMP-62', name: 'Floor lamp', price: 9.5 },
      { id: 63, sku: 'MAT-63', name: 'Door mat', price: 100 },
    ].map((product) => ({
      kind: 'upsert' as const,
      index,
      entity: 'product',
      document: {
        id: String(product.id),
        source: { ...product, type_id: 'simple', status: 1, visibility: 4, stock: { qty: 3, is_in_stock: true } },
      },
    })),
    {
      kind: 'upsert',
      index,
      entity: 'category',
      document: { id: '30', source: { id: 30, name: 'Parking', position: 1, is_active: true, level: 2 } },
    },
    {
      kind: 'upsert',
      index,
      entity: 'category',
      document: {
        id: '3',
        source: { id: 3, name: 'Root', level: 1, children_data: [{ id: 30, name: 'Parking', children_data: [] }] },
      },
    },
    {
      kind: 'upsert',
      index,
      entity: 'product',
      document: {
        id: '70',
        source: {
          id: 70,
          sku: 'BAY-70',
          name: 'Bay',
          type_id: 'simple',
          status: 1,
          visibility: 4,
          price: 5,
          category_ids: [30],
          category: [{ category_id: 30, name: 'Parking' }],
        },
      },
    },
  ]);
  await addAdmin(api, 'staff@shop.test', 'staff');
  staff = await adminLogin(api, 'staff@shop.test');
});
afterAll(() => api.close());

/** The storefront's read of a CMS page (app/lib/catalog-client.ts): the search of `cms_page` by identifier. */
async function pageOf(identifier: string) {
  const { body } = await getJson(`${api.url}/api/catalog/${api.config.catalog.defaultIndex}/cms_page/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: { bool: { filter: [{ terms: { identifier: [identifier] } }] } } }),
  });
  return body.hits.hits[0]?._source as Record<string, unknown> | undefined;
}

describe('CMS and categories in the back-office', () => {
  it('saves CMS HTML sanitized with the storefront policy; the next search reads it', async () => {
    expect((await pageOf('about'))?.title).toBe('About us');
    const saved = await adminCall(api, '/cms/pages/7', {
      token: staff,
      method: 'PATCH',
      body: {
        title: 'About the car park',
        content:
          '<h2 onclick="steal()">Open 24/7</h2><script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
          '<img src="/p.png" onerror="alert(1)"><p style="background:url(x)">{{widget type="x"}}Welcome</p>',
      },
    });
    expect(saved.status).toBe(200);
    const content = saved.body.result.content as string;
    expect(content).toBe('<h2>Open 24/7</h2><a>x</a><img src="/p.png" /><p>Welcome</p>');
    expect(await pageOf('about')).toMatchObject({ title: 'About the car park', content });
    const audit = (await auditRows(api.db)).at(-1);
    expect(audit).toMatchObject({ action: 'cms-page.change', target_type: 'cms-page', target_id: '7' });
    const listed = await adminCall(api, '/cms/pages?q=car', { token: staff });
    expect(listed.body.result).toMatchObject({ total: 1, items: [expect.objectContaining({ id: 7 })] });
  });

  it('answers a CMS document with its content as the shop renders it, for the editor to load', async () => {
    const block = await adminCall(api, '/cms/blocks/8', { token: staff });
    expect(block.body.result).toMatchObject({ id: 8, title: 'Imported', content: '<p>Hi</p>' });
    expect((await adminCall(api, '/cms/blocks/99', { token: staff })).status).toBe(404);
    expect((await adminCall(api, '/categories/30', { token: staff })).body.result).toMatchObject({ id: 30 });
  });

  it('lists products by sku or name, sorted and paged on the server, and reads one by sku', async () => {
    const lamps = await adminCall(api, '/products?q=lamp&sort=-price', { token: staff });
    expect(lamps.body.result.total).toBe(2);
    expect(lamps.body.result.items.map((item: { sku: string }) => item.sku)).toEqual(['LAMP-61', 'LAMP-62']);
    const byPrice = await adminCall(api, '/products?sort=price&pageSize=2&page=2&q=-6', { token: staff });
    expect(byPrice.body.result).toMatchObject({ total: 3, items: [{ sku: 'MAT-63', price: 100 }] });
    expect((await adminCall(api, '/products?sort=qty', { token: staff })).status).toBe(400);
    const one = await adminCall(api, '/products/LAMP-62', { token: staff });
    expect(one.body.result).toEqual({
      id: 62,
      sku: 'LAMP-62',
      name: 'Floor lamp',
      typeId: 'simple',
      price: 9.5,
      special_price: null,
      special_from_date: null,
      special_to_date: null,
      qty: 3,
      is_in_stock: true,
      status: 1,
      visibility: 4,
    });
    expect((await adminCall(api, '/products/NOPE', { token: staff })).status).toBe(404);
  });

  it("changes a category's name, position and activity; refuses other fields and unknown ids", async () => {
    const productVersion = await api.catalog.getVersion(api.config.catalog.defaultIndex, 'product');
    const changed = await adminCall(api, '/categories/30', {
      token: staff,
      method: 'PATCH',
      body: { name: 'Car parks', position: 4, is_active: false },
    });
    expect(changed.body.result).toMatchObject({ id: 30, name: 'Car parks', position: 4, is_active: false, level: 2 });
    // The copies of its name follow in the same write: its parent's children_data and its products' category list.
    const index = api.config.catalog.defaultIndex;
    expect((await api.catalog.getById(index, 'category', '3'))?.children_data).toEqual([
      { id: 30, name: 'Car parks', children_data: [] },
    ]);
    expect((await api.catalog.getById(index, 'product', '70'))?.category).toEqual([
      { category_id: 30, name: 'Car parks' },
    ]);
    // One product version more, whose change row names the product: every process's caches and search follow it.
    const productNow = await api.catalog.getVersion(index, 'product');
    expect(productNow).toBe(productVersion + 1);
    expect(await api.catalog.changesBetween(index, 'product', productVersion, productNow)).toEqual([
      { version: productNow, ids: ['70'], categoryIds: ['30'] },
    ]);
    const before = await api.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM admin_audit`);
    const bad = await adminCall(api, '/categories/30', { token: staff, method: 'PATCH', body: { level: 1 } });
    expect(bad.body).toEqual({ code: 400, result: 'Only name, position and is_active can change here' });
    expect(
      (await adminCall(api, '/categories/30', { token: staff, method: 'PATCH', body: { name: ' ' } })).status,
    ).toBe(400);
    expect(
      (await adminCall(api, '/categories/999', { token: staff, method: 'PATCH', body: { name: 'x' } })).status,
    ).toBe(404);
    const after = await api.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM admin_audit`);
    expect(after).toEqual(before);
  });
});
