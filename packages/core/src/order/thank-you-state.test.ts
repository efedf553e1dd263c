import { describe, expect, it } from 'vitest';
import type { LocalOrder } from './local-order.js';
import { thankYouState } from './thank-you-state.js';

const queued = { order_id: 'o1', transmited: false, products: [] } as unknown as LocalOrder;
const confirmation = { magentoOrderId: 1, backendOrderId: 1, orderNumber: '000000001', transferedAt: '' };

describe('the thank-you page state of an order', () => {
  it('shows a queued order as waiting until a number is known', () => {
    expect(thankYouState(queued, undefined)).toEqual({ kind: 'waiting' });
  });

  it("takes the server's number first, then the browser's confirmation", () => {
    expect(thankYouState(queued, '000000007')).toEqual({ kind: 'placed', orderNumber: '000000007' });
    expect(thankYouState(undefined, '000000007')).toEqual({ kind: 'placed', orderNumber: '000000007' });
    expect(thankYouState({ ...queued, transmited: true, confirmation }, undefined)).toEqual({
      kind: 'placed',
      orderNumber: '000000001',
    });
  });

  it('shows a refused order with the message it was refused with', () => {
    const refused = { ...queued, cancelled: true, refusal: 'Some of the ordered products are not available!' };
    expect(thankYouState(refused, undefined)).toEqual({
      kind: 'refused',
      message: 'Some of the ordered products are not available!',
    });
  });

  it('knows nothing of an order neither side has', () => {
    expect(thankYouState(undefined, undefined)).toEqual({ kind: 'unknown' });
    expect(thankYouState({ ...queued, transmited: true }, undefined)).toEqual({ kind: 'unknown' });
  });
});
