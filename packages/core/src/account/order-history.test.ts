import { describe, expect, it } from 'vitest';
import {
  findOrder,
  ORDER_HISTORY_PAGE_SIZE,
  orderHistoryPageNumber,
  orderHistoryTask,
  readOrderHistory,
  type HistoryOrder,
} from './order-history.js';

const order = (entity_id: number, created_at: string): HistoryOrder => ({
  entity_id,
  increment_id: `00000${entity_id}`,
  created_at,
  status: 'pending',
  grand_total: 10,
  items: [],
});

describe('order history', () => {
  it('reads an empty answer as no orders on one page', () => {
    expect(readOrderHistory({ items: [], search_criteria: {}, total_count: 0 }, 1)).toEqual({
      orders: [],
      total: 0,
      page: 1,
      pageSize: ORDER_HISTORY_PAGE_SIZE,
      pageCount: 1,
    });
    expect(readOrderHistory('nonsense', 1).orders).toEqual([]);
    expect(readOrderHistory({ items: [null, 3, { id: 1 }] }, 1).orders).toEqual([]);
  });

  it('lists the newest first, the higher id first within one second', () => {
    const result = {
      items: [order(1, '2026-01-01 10:00:00'), order(3, '2026-03-01 09:00:00'), order(2, '2026-01-01 10:00:00')],
      total_count: 45,
    };
    const page = readOrderHistory(result, 2);
    expect(page.orders.map((o) => o.entity_id)).toEqual([3, 2, 1]);
    expect(page).toMatchObject({ total: 45, page: 2, pageCount: 3 });
  });

  it('finds an order by number or id', () => {
    const orders = [order(1, '2026-01-01'), order(2, '2026-01-02')];
    expect(findOrder(orders, '000002')?.entity_id).toBe(2);
    expect(findOrder(orders, '1')?.entity_id).toBe(1);
    expect(findOrder(orders, '100001')).toBeUndefined();
  });

  it('reads ?page= as a whole number from 1', () => {
    expect(orderHistoryPageNumber('3')).toBe(3);
    for (const bad of [null, '', '0', '-1', '1.5', 'x', '1e99']) expect(orderHistoryPageNumber(bad)).toBe(1);
  });

  it('asks for one page through the configured endpoint', () => {
    expect(orderHistoryTask('/api/user/order-history?token={{token}}&pageSize={{pageSize}}', 2)).toEqual({
      url: '/api/user/order-history?token={{token}}&pageSize={{pageSize}}',
      params: { pageSize: ORDER_HISTORY_PAGE_SIZE, currentPage: 2 },
      silent: true,
    });
  });
});
