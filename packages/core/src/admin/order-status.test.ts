import { describe, expect, it } from 'vitest';
import { canMoveOrder, orderMoveRefusal } from './order-status.js';

describe('order status moves of the back-office', () => {
  it('moves a pending order anywhere, a processing one to an end, an ended one nowhere', () => {
    expect(canMoveOrder('pending', 'processing')).toBe(true);
    expect(canMoveOrder('pending', 'canceled')).toBe(true);
    expect(canMoveOrder('processing', 'complete')).toBe(true);
    expect(canMoveOrder('processing', 'processing')).toBe(false);
    expect(canMoveOrder('complete', 'canceled')).toBe(false);
    expect(canMoveOrder('canceled', 'processing')).toBe(false);
    expect(canMoveOrder('unknown', 'complete')).toBe(false);
  });

  it('says what a refused move could have been', () => {
    expect(orderMoveRefusal('processing', 'processing')).toBe(
      'An order that is processing can only become complete, canceled, not processing',
    );
    expect(orderMoveRefusal('complete', 'canceled')).toBe('An order that is complete cannot change its status');
  });
});
