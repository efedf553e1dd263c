import { describe, expect, it } from 'vitest';
import { isWaitingOrder, orderBodyOf, readConfirmation, sendsWithToken, type LocalOrder } from './local-order.js';

const local = {
  order_id: 'x',
  transmited: false,
  products: [],
  addressInformation: {},
} as unknown as LocalOrder;

describe('local orders', () => {
  it('reads a confirmation only when it has an order number and a backend id', () => {
    expect(readConfirmation({ backendOrderId: 3, orderNumber: '000000003', transferedAt: 't' })).toEqual({
      magentoOrderId: 3,
      backendOrderId: 3,
      orderNumber: '000000003',
      transferedAt: 't',
    });
    expect(readConfirmation('Invalid signature validation of X')).toBeUndefined();
    expect(readConfirmation({ orderNumber: null, backendOrderId: 3 })).toBeUndefined();
    expect(readConfirmation([])).toBeUndefined();
  });

  it('sends and hashes the order without what only the browser keeps', () => {
    const body = orderBodyOf({ ...local, cancelled: true, confirmation: undefined });
    expect(body).not.toHaveProperty('cancelled');
    expect(body).not.toHaveProperty('confirmation');
    expect(body.order_id).toBe('x');
  });

  it('waits while neither transmitted nor cancelled', () => {
    expect(isWaitingOrder(local)).toBe(true);
    expect(isWaitingOrder({ ...local, transmited: true })).toBe(false);
    expect(isWaitingOrder({ ...local, cancelled: true })).toBe(false);
  });
});

describe('which token a queued order is sent with (ADR 0011)', () => {
  it("uses the session's token only when the customer who placed it is logged in now", () => {
    expect(sendsWithToken({ user_id: '7' }, 7)).toBe(true);
    expect(sendsWithToken({ user_id: '7' }, '7')).toBe(true);
    expect(sendsWithToken({ user_id: '7' }, undefined)).toBe(false);
    expect(sendsWithToken({ user_id: '7' }, 8)).toBe(false);
    expect(sendsWithToken({ user_id: '' }, 7)).toBe(false);
    expect(sendsWithToken({}, 7)).toBe(false);
  });
});
