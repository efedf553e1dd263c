import { describe, expect, it } from 'vitest';
import { call, registerAndLogin, startUserApi } from './test-support/start-user-api.js';
import { startedForEachTest } from '../test-support/started-for-tests.js';

const api = startedForEachTest(() => startUserApi());

describe('GET /api/user/order-history', () => {
  it('answers an empty Magento search result with the asked page', async () => {
    const { token, customer } = await registerAndLogin(api(), 'ada@example.com');
    const reply = await call(api(), 'order-history?pageSize=5&currentPage=2', undefined, { token });
    expect(reply.body).toEqual({
      code: 200,
      result: {
        items: [],
        search_criteria: {
          filter_groups: [{ filters: [{ field: 'customer_id', value: String(customer.id), condition_type: 'eq' }] }],
          sort_orders: [{ field: 'entity_id', direction: 'desc' }],
          page_size: 5,
          current_page: 2,
        },
        total_count: 0,
      },
    });
    const defaults = await call(api(), 'order-history', undefined, { bearer: token });
    expect(defaults.body.result.search_criteria).toMatchObject({ page_size: 20, current_page: 1 });
  });

  it('refuses page sizes outside 1..100 and pages below 1 with 400', async () => {
    const { token } = await registerAndLogin(api(), 'ada@example.com');
    for (const query of [
      'pageSize=0',
      'pageSize=101',
      'pageSize=abc',
      'currentPage=0',
      'currentPage=-1',
      'currentPage=1.5',
    ]) {
      const reply = await call(api(), `order-history?${query}`, undefined, { token });
      expect(reply.status, query).toBe(400);
      expect(reply.body.result).toMatch(
        /^(pageSize must be a whole number from 1 to 100|currentPage must be a whole number from 1)$/,
      );
    }
  });

  it('answers 401 without a token', async () => {
    expect((await call(api(), 'order-history')).body).toEqual({ code: 401, result: 'not authorized' });
  });
});
