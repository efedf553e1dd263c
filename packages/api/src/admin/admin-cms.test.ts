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
      entity: 'category',
      document: { id: '30', source: { id: 30, name: 'Parking', position: 1, is_active: true, level: 2 } },
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

  it("changes a category's name, position and activity; refuses other fields and unknown ids", async () => {
    const changed = await adminCall(api, '/categories/30', {
      token: staff,
      method: 'PATCH',
      body: { name: 'Car parks', position: 4, is_active: false },
    });
    expect(changed.body.result).toMatchObject({ id: 30, name: 'Car parks', position: 4, is_active: false, level: 2 });
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
