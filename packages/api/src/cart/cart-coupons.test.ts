import { beforeAll, describe, expect, it } from 'vitest';
import { addItem, cartCall, customerCart, guestCart, startCartApi } from './test-support/start-cart-api.js';
import { startedForFile } from '../test-support/started-for-tests.js';
import { sqlValue } from './test-support/sql-value.js';
import { sql } from '../db/sql.js';

const INCORRECT = "You've entered an incorrect coupon code. Please try again.";
const DAY = 86_400_000;
const api = startedForFile(() => startCartApi());

beforeAll(() => {
  api().api.coupons.add({ code: 'SAVE10', type: 'percent', amount: 10 });
  api().api.coupons.add({ code: 'FIVER', type: 'fixed', amount: 5 });
  api().api.coupons.add({ code: 'OLD', type: 'percent', amount: 10, validTo: '2026-01-01T00:00:00Z' });
  api().api.coupons.add({ code: 'LATER', type: 'percent', amount: 10, validFrom: '2026-06-02T00:00:00Z' });
  api().api.coupons.add({ code: 'ONCE', type: 'fixed', amount: 1, usageLimit: 1 });
  api().api.coupons.add({ code: 'MINE', type: 'fixed', amount: 1, perCustomerLimit: 1 });
});

async function cartWithMug() {
  const cartId = await guestCart(api());
  await addItem(api(), { cartId }, { sku: 'MUG', qty: 2 });
  return cartId;
}

describe('coupons', () => {
  it('applies a percent code (any letter case), shows the discount in the totals and removes it', async () => {
    const cartId = await cartWithMug();
    const applied = await cartCall(api(), 'apply-coupon', { cartId, coupon: 'save10' }, {});
    expect(applied.body).toEqual({ code: 200, result: true });
    const totals = (await cartCall(api(), 'totals', { cartId })).body.result;
    expect(totals.coupon_code).toBe('SAVE10');
    expect(totals.discount_amount).toBe(-2.21);
    expect(totals.total_segments).toContainEqual({ code: 'discount', title: 'Discount (SAVE10)', value: -2.21 });
    expect(totals.grand_total).toBe(19.85);
    expect((await cartCall(api(), 'coupon', { cartId })).body.result).toBe('SAVE10');
    expect((await cartCall(api(), 'delete-coupon', { cartId }, {})).body).toEqual({ code: 200, result: true });
    const after = (await cartCall(api(), 'totals', { cartId })).body.result;
    expect(after).not.toHaveProperty('coupon_code');
    expect(after.grand_total).toBe(22.06);
    expect((await cartCall(api(), 'coupon', { cartId })).body.result).toBe('');
  });

  it('takes a fixed amount off', async () => {
    const cartId = await cartWithMug();
    await cartCall(api(), 'apply-coupon', { cartId, coupon: 'FIVER' }, {});
    expect((await cartCall(api(), 'totals', { cartId })).body.result.grand_total).toBe(17.06);
  });

  it('refuses unknown, expired, not yet valid and used-up codes with the exact message', async () => {
    const cartId = await cartWithMug();
    await api().db.transaction((tx) => api().api.coupons.redeem(tx, 'ONCE', 'someone@example.com', 'order-1'));
    for (const coupon of ['NOPE', 'OLD', 'LATER', 'ONCE', 'x'.repeat(500)]) {
      const answer = await cartCall(api(), 'apply-coupon', { cartId, coupon }, {});
      expect(answer.status, coupon).toBe(404);
      expect(answer.body).toEqual({ code: 404, result: INCORRECT });
    }
    const missing = await cartCall(api(), 'apply-coupon', { cartId }, {});
    expect(missing.body).toEqual({ code: 400, result: 'No coupon code provided' });
    expect((await cartCall(api(), 'coupon', { cartId })).body.result).toBe('');
  });

  it('counts a per-customer limit per customer, and a redeem is idempotent per order', async () => {
    expect(await api().db.transaction((tx) => api().api.coupons.redeem(tx, 'MINE', 'dan@example.com', 'order-7'))).toBe(
      true,
    );
    expect(await api().db.transaction((tx) => api().api.coupons.redeem(tx, 'MINE', 'dan@example.com', 'order-7'))).toBe(
      true,
    );
    expect(await sqlValue(api().db, sql`SELECT times_used FROM coupons WHERE code = 'MINE'`)).toBe(1);
    expect(await api().db.transaction((tx) => api().api.coupons.redeem(tx, 'MINE', 'DAN@example.com', 'order-8'))).toBe(
      false,
    );
    const { token } = await customerCart(api(), 'dan@example.com');
    const cartId = (await cartCall(api(), 'create', { token }, undefined, 'POST')).body.result;
    await addItem(api(), { token, cartId }, { sku: 'MUG', qty: 1 });
    expect((await cartCall(api(), 'apply-coupon', { token, cartId, coupon: 'MINE' }, {})).status).toBe(404);
    const eve = await customerCart(api(), 'eve@example.com');
    expect((await cartCall(api(), 'apply-coupon', { ...eve, coupon: 'MINE' }, {})).status).toBe(200);
  });

  it('takes the newsletter’s 10 % code, once', async () => {
    const { couponCode } = await api().api.newsletter.subscribe('news@example.com', {
      discountPercent: 10,
      resendAfterMs: DAY,
      newCouponCode: () => 'NEWS-ABCDEFGHJK',
    });
    const cartId = await cartWithMug();
    expect((await cartCall(api(), 'apply-coupon', { cartId, coupon: couponCode }, {})).status).toBe(200);
    expect((await cartCall(api(), 'totals', { cartId })).body.result.discount_amount).toBe(-2.21);
    expect(
      await api().db.transaction((tx) => api().api.coupons.redeem(tx, couponCode, 'news@example.com', 'order-9')),
    ).toBe(true);
    // Used up: the cart that still names it loses the discount, and it cannot be applied again.
    expect((await cartCall(api(), 'totals', { cartId })).body.result.discount_amount).toBe(0);
    expect(
      (await cartCall(api(), 'apply-coupon', { cartId: await cartWithMug(), coupon: couponCode }, {})).status,
    ).toBe(404);
  });
});
