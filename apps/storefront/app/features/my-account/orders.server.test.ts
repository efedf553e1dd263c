import { describe, expect, it, vi } from 'vitest';
import {
  defaultStorefrontConfig,
  formatBookingPeriod,
  resolveStoreView,
  type HistoryOrder,
  type SyncTask,
  type SyncTaskInput,
} from '@storefront/core';
import { type PageContext, storeRouting } from '../../lib/page-context.server';
import { spotTimeZone } from '../cart/index.server';
import { loadOrder, loadOrderHistory, orderDetail, orderRow } from './orders.server';

const order = (id: number, createdAt = '2026-11-20 09:05:00'): HistoryOrder => ({
  entity_id: id,
  increment_id: `10000${id}`,
  created_at: createdAt,
  status: 'pending',
  grand_total: 120.5,
  items: [{ sku: 'WS12', name: 'Tee', qty_ordered: 2, price_incl_tax: 60.25, row_total_incl_tax: 120.5 }],
});

/** A page context whose task queue answers order-history pages from `orders` (newest first, like the API). */
function pageWith(orders: HistoryOrder[], storeCode = '') {
  const config = defaultStorefrontConfig();
  const execute = vi.fn(async (input: SyncTaskInput) => {
    const { pageSize, currentPage } = input.params as { pageSize: number; currentPage: number };
    const items = orders.slice((currentPage - 1) * pageSize, currentPage * pageSize);
    return { resultCode: 200, result: { items, total_count: orders.length } } as unknown as SyncTask;
  });
  const page = {
    config,
    storeCode,
    storeView: resolveStoreView(config, storeCode),
    stores: storeRouting(config),
    queue: { execute },
  } as unknown as PageContext;
  return { page, execute };
}

describe('order history on the server', () => {
  it('asks the configured endpoint for one page and reads it', async () => {
    const { page, execute } = pageWith([order(2), order(1)]);
    const history = await loadOrderHistory(page, 1);
    expect(execute).toHaveBeenCalledWith({
      url: '/api/user/order-history?token={{token}}&pageSize={{pageSize}}&currentPage={{currentPage}}',
      params: { pageSize: 20, currentPage: 1 },
      silent: true,
    });
    expect(history.orders.map((entry) => entry.entity_id)).toEqual([2, 1]);
  });

  it('answers a refused or failed call with its message instead of "no orders"', async () => {
    const { page, execute } = pageWith([]);
    expect((await loadOrderHistory(page, 1)).error).toBeUndefined();
    execute.mockResolvedValueOnce({ resultCode: 401, result: 'not authorized' } as unknown as SyncTask);
    expect(await loadOrderHistory(page, 1)).toMatchObject({ orders: [], error: 'not authorized' });
    execute.mockRejectedValueOnce(new Error('offline'));
    expect((await loadOrderHistory(page, 1)).error).toBe('Something went wrong. Try again in a few seconds.');
  });

  it('finds an order on a later page, and stops at the last page when it is not there', async () => {
    const orders = Array.from({ length: 120 }, (_, i) => order(120 - i));
    const { page, execute } = pageWith(orders);
    expect((await loadOrder(page, '1000010')).order?.entity_id).toBe(10);
    expect(execute).toHaveBeenCalledTimes(3);
    execute.mockClear();
    expect(await loadOrder(page, '999')).toEqual({});
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it('tells a history that could not be read from an order that is not there', async () => {
    const { page, execute } = pageWith([order(1)]);
    execute.mockResolvedValueOnce({ resultCode: 500, result: 'database is locked' } as unknown as SyncTask);
    expect(await loadOrder(page, '100001')).toEqual({ error: 'database is locked' });
  });

  it('shows an order with its link, the spec date format and the store currency', async () => {
    const { page } = pageWith([]);
    expect(orderRow(order(7), page)).toEqual({
      number: '100007',
      href: '/my-account/orders/100007',
      date: '09:05 20/11/2026',
      total: '$120.50',
      status: 'pending',
    });
    const { details } = await orderDetail(
      {
        ...order(7),
        items: [
          {
            sku: 'WS12-M-Green',
            parent_sku: 'WS12',
            name: 'Tee',
            qty_ordered: 2,
            price_incl_tax: 60.25,
            row_total_incl_tax: 120.5,
            option_labels: [
              { label: 'Size', value: 'M' },
              { label: 'Color', value: 'Green' },
            ],
          },
        ],
        subtotal: 109.3,
        shipping_amount: 5,
        tax_amount: 11.71,
        discount_amount: 0,
        grand_total: 126.01,
        billing_address: { firstname: 'Ada', lastname: 'Lovelace', city: 'Chicago', country_id: 'US' },
        payment: { method: 'cashondelivery', additional_information: ['Cash on delivery'] },
        shipping_method_title: 'DPD Courier',
      },
      page,
    );
    expect(details.lines).toEqual([
      {
        itemId: '0-WS12-M-Green',
        sku: 'WS12-M-Green',
        name: 'Tee',
        // The catalogue is not asked here: the placeholder.
        imageUrl: expect.stringContaining('placeholder') as string,
        options: [
          { label: 'Size', value: 'M' },
          { label: 'Color', value: 'Green' },
        ],
        qty: 2,
        price: '$60.25',
        rowTotal: '$120.50',
      },
    ]);
    expect(details.totals.map((row) => [row.title, row.value])).toEqual([
      ['Subtotal', '$109.30'],
      ['Shipping', '$5.00'],
      ['Discount', '$0.00'],
      ['Tax', '$11.71'],
      ['Grand Total', '$126.01'],
    ]);
    expect(details).toMatchObject({
      billingAddress: ['Ada Lovelace', 'Chicago', 'United States'],
      shippingAddress: [],
      shippingMethod: 'DPD Courier',
      paymentMethod: 'Cash on delivery',
    });
  });

  it('shows a booking period and leaves the booked line out of the remake, pointing to the spot listing', async () => {
    const { page } = pageWith([]);
    const booked: HistoryOrder = {
      ...order(8),
      items: [
        { sku: 'WS12', name: 'Tee', qty_ordered: 1, price: 20, price_incl_tax: 24.6, product_type: 'simple' },
        {
          sku: 'SPOT-A1',
          name: 'Spot A1',
          qty_ordered: 1,
          price: 10,
          price_incl_tax: 11.03,
          product_type: 'virtual',
          book_from: '2026-06-01T08:00:00.000Z',
          book_to: '2026-06-01T10:00:00.000Z',
          is_monthly: false,
        },
      ],
    };
    const detail = await orderDetail(booked, page);
    expect(detail.details.lines[0]!.period).toBeUndefined();
    // Said once on the store view's clock (an order line names no zone of its own).
    const zone = spotTimeZone(undefined, page.storeView);
    expect(detail.details.lines[1]!.period).toEqual({
      text: formatBookingPeriod(Date.parse('2026-06-01T08:00:00Z'), Date.parse('2026-06-01T10:00:00Z'), zone),
      mode: 'Hourly',
    });
    expect(detail.remake.lines.map((line) => [line.sku, line.qty])).toEqual([['WS12', 1]]);
    expect(detail.remake.skipped).toEqual(['Spot A1']);
    expect(detail.spotListingHref).toBe('/spot-listing');
  });
});
