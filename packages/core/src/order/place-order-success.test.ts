import { describe, expect, it } from 'vitest';
import { isPlaceOrderSuccess, outcomeResultCode, placeOrderSuccess } from './place-order-success.js';

const personal = {
  firstName: 'Jane',
  lastName: 'Doe',
  emailAddress: 'jane@example.com',
  password: 'secret-pass',
  createAccount: true,
};

describe('place order success (spec point 4 "Cart")', () => {
  it('on 200 or no result code: clears the cart, drops password and create-account', () => {
    for (const code of [200, undefined]) {
      expect(placeOrderSuccess(code, personal)).toEqual({
        clearCart: true,
        personalDetails: { ...personal, password: '', createAccount: false },
      });
    }
  });

  it('changes nothing for any other result', () => {
    expect(placeOrderSuccess(400, personal)).toBeUndefined();
    expect(placeOrderSuccess(500, personal)).toBeUndefined();
  });

  it('counts placed and queued orders as success, nothing else', () => {
    const order = { order_id: 'x', transmited: false, products: [], addressInformation: {} } as never;
    expect(isPlaceOrderSuccess({ kind: 'queued', resultCode: 200, order })).toBe(true);
    expect(isPlaceOrderSuccess({ kind: 'duplicate' })).toBe(false);
    expect(isPlaceOrderSuccess({ kind: 'server-error-queued', order })).toBe(false);
    expect(outcomeResultCode({ kind: 'cancelled-invalid-address', resultCode: 400, result: [], order })).toBe(400);
    expect(outcomeResultCode({ kind: 'skipped' })).toBeUndefined();
  });
});
