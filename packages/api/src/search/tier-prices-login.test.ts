import { afterAll, beforeAll, expect, it } from 'vitest';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { postJson } from '../test-support/start-test-api.js';
import { call, registerAndLogin, startUserApi, type UserApi } from '../users/test-support/start-user-api.js';

let api: UserApi;
beforeAll(async () => {
  api = await startUserApi();
  await new SqlCatalogRepository(api.db).write([
    {
      kind: 'upsert',
      index: 'vue_storefront_catalog',
      entity: 'product',
      document: {
        id: '1',
        source: {
          id: 1,
          sku: 'TIERED',
          name: 'Tiered',
          type_id: 'simple',
          status: 1,
          visibility: 4,
          price: 40,
          // New accounts are in group 1 (General), as in Magento.
          tier_prices: [{ customer_group_id: 1, qty: 1, value: 30, extension_attributes: { website_id: 0 } }],
        },
      },
    },
  ]);
});
afterAll(() => api.close());

it('prices with the tier of the group token that /api/user/me hands a logged-in customer', async () => {
  const { token } = await registerAndLogin(api, 'tiers@example.com');
  const me = await call(api, 'me', undefined, { token });
  const { group_id: groupId, groupToken } = me.body.result as { group_id: number; groupToken: string };
  expect(groupId).toBe(1);
  const url = `${api.url}/api/catalog/vue_storefront_catalog/product/_search`;
  const guest = await postJson(url, {});
  const customer = await postJson(url, { groupId, groupToken });
  expect(guest.body.hits.hits[0]._source.price).toBe(40);
  expect(customer.body.hits.hits[0]._source.price).toBe(30);
});
