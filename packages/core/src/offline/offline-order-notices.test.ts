import { describe, expect, it, vi } from 'vitest';
import type { LocalOrder } from '../order/local-order.js';
import type { PlaceOrderOutcome } from '../order/place-order.js';
import { asOfflineOrderNotice, offlineOrderProgressNotice, offlineOrdersSentNotice } from './offline-order-notices.js';

const order = (id: string) => ({ order_id: id, transmited: true }) as unknown as LocalOrder;
const placed = (id: string, orderNumber: string): PlaceOrderOutcome => ({
  kind: 'placed',
  resultCode: 200,
  confirmation: { magentoOrderId: 1, backendOrderId: 1, orderNumber, transferedAt: '2024-01-01T00:00:00Z' },
  order: order(id),
});

describe('offline order notices', () => {
  it('belong to one group and outlive the page', () => {
    expect(asOfflineOrderNotice({ type: 'error', message: 'x' })).toEqual({
      type: 'error',
      message: 'x',
      group: 'offline-orders',
      outlivesPage: true,
    });
    expect(offlineOrderProgressNotice('Processing order...')).toMatchObject({
      type: 'info',
      hasNoTimeout: true,
      group: 'offline-orders',
    });
  });

  it("say one placed order's number, with an action that shows it", () => {
    const show = vi.fn();
    const notice = offlineOrdersSentNotice([placed('1-a', '000000012')], undefined, show);
    expect(notice).toMatchObject({
      type: 'success',
      message: 'The order you made offline has been sent. Your order number is 000000012.',
      group: 'offline-orders',
      outlivesPage: true,
      action1: { label: 'Show the order' },
    });
    notice!.action1!.action!();
    expect(show).toHaveBeenCalledWith('1-a');
  });

  it('say that several were sent, and nothing when none was placed', () => {
    const notice = offlineOrdersSentNotice([placed('1-a', '1'), placed('2-b', '2')]);
    expect(notice).toEqual({
      type: 'success',
      message: 'The orders you made offline have been sent.',
      group: 'offline-orders',
      outlivesPage: true,
    });
    expect(offlineOrdersSentNotice([{ kind: 'retry-later', reason: 'x', order: order('3-c') }])).toBeUndefined();
    expect(offlineOrdersSentNotice([])).toBeUndefined();
  });

  it('are translated when a translator is given', () => {
    const t = (key: string, params?: Record<string, string | number>) => `${key}|${String(params?.number ?? '')}`;
    expect(offlineOrdersSentNotice([placed('1-a', '7')], t)?.message).toBe(
      'The order you made offline has been sent. Your order number is {number}.|7',
    );
  });
});
