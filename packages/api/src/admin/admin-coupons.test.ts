import { describe, expect, it } from 'vitest';
import { addItem, cartCall, guestCart } from '../cart/test-support/start-cart-api.js';
import { INCORRECT_COUPON } from '../cart/coupon-repository.js';
import type { OrderTestApi } from '../orders/test-support/start-order-api.js';
import { adminCall, auditRows, backOfficeApiPerFile } from './test-support/back-office.js';

let api: OrderTestApi;
let staff: string;

backOfficeApiPerFile('staff', (started) => ({ api, token: staff } = started));

async function applies(coupon: string): Promise<unknown> {
  const cartId = await guestCart(api);
  await addItem(api, { cartId }, { sku: 'MUG', qty: 1 });
  return (await cartCall(api, 'apply-coupon', { cartId, coupon }, {})).body;
}

describe('coupons in the back-office', () => {
  it('creates a code the cart takes at once, limits it, and ends it', async () => {
    const created = await adminCall(api, '/coupons', {
      token: staff,
      body: { code: 'SPRING15', type: 'percent', amount: 15, usageLimit: 100 },
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({ code: 'SPRING15', usageLimit: 100, timesUsed: 0, validTo: null });
    expect(await applies('spring15')).toEqual({ code: 200, result: true });
    expect(
      (await adminCall(api, '/coupons', { token: staff, body: { code: 'spring15', type: 'fixed', amount: 1 } })).status,
    ).toBe(409);

    const limited = await adminCall(api, '/coupons/SPRING15', {
      token: staff,
      method: 'PATCH',
      body: { usageLimit: 1, perCustomerLimit: 1, validTo: '2026-07-01T00:00:00+02:00' },
    });
    expect(limited.body.result).toMatchObject({
      usageLimit: 1,
      perCustomerLimit: 1,
      validTo: '2026-06-30T22:00:00.000Z',
    });

    const ended = await adminCall(api, '/coupons/SPRING15/end', { token: staff, method: 'POST' });
    expect(ended.body.result.validTo).toBe('2026-06-01T08:00:00.000Z');
    api.advance(1000);
    expect(await applies('SPRING15')).toEqual({ code: 404, result: INCORRECT_COUPON });
    const actions = (await auditRows(api.db)).map((row) => row.action);
    expect(actions.slice(-3)).toEqual(['coupon.add', 'coupon.change', 'coupon.end']);
    const listed = await adminCall(api, '/coupons?q=spring', { token: staff });
    expect(listed.body.result).toMatchObject({
      total: 1,
      items: [expect.objectContaining({ code: 'SPRING15', ended: true })],
    });
  });

  it('refuses bad coupons with a 400 and unknown codes with a 404', async () => {
    const bad: unknown[] = [
      { code: 'X', type: 'percent', amount: 5 },
      { code: 'TOO-MUCH', type: 'percent', amount: 150 },
      { code: 'NEG', type: 'fixed', amount: -1 },
      { code: 'DATES', type: 'fixed', amount: 1, validTo: 'soon' },
    ];
    for (const body of bad) expect((await adminCall(api, '/coupons', { token: staff, body })).status).toBe(400);
    expect((await adminCall(api, '/coupons/NOPE/end', { token: staff, method: 'POST' })).status).toBe(404);
    const inverted = await adminCall(api, '/coupons', {
      token: staff,
      body: { code: 'LATER', type: 'fixed', amount: 2, validFrom: '2026-08-01T00:00:00Z' },
    });
    expect(inverted.status).toBe(201);
    const refused = await adminCall(api, '/coupons/LATER', {
      token: staff,
      method: 'PATCH',
      body: { validTo: '2026-07-01T00:00:00Z' },
    });
    expect(refused.body).toEqual({ code: 400, result: 'validTo is not before validFrom' });
  });
});
