import { describe, expect, it } from 'vitest';
import { canMoveOrder, orderMoveRefusal } from './order-status.js';
import type { AdminOrderStatus } from './order-status.js';

describe('order status moves of the back-office', () => {
  // A pending order moves anywhere, a processing one to an end, an ended one nowhere.
  it.each<[string, AdminOrderStatus, boolean]>([
    ['pending', 'processing', true],
    ['pending', 'canceled', true],
    ['processing', 'complete', true],
    ['processing', 'processing', false],
    ['complete', 'canceled', false],
    ['canceled', 'processing', false],
    ['unknown', 'complete', false],
  ])('moving %s to %s is allowed: %s', (from, to, allowed) => {
    expect(canMoveOrder(from, to)).toBe(allowed);
  });

  it('says what a refused move could have been', () => {
    expect(orderMoveRefusal('processing', 'processing')).toBe(
      'An order that is processing can only become complete, canceled, not processing',
    );
    expect(orderMoveRefusal('complete', 'canceled')).toBe('An order that is complete cannot change its status');
  });
});
