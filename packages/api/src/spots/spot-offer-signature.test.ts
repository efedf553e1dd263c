import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveObjHashSecret } from '../auth/auth-secret.js';
import { addItem, guestCart } from '../cart/test-support/start-cart-api.js';
import { sql } from '../db/sql.js';
import { signPayload } from '../search/price-signature.js';
import { getJson } from '../test-support/start-test-api.js';
import { orderBody, placeOrder, startOrderApi, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { spotPriceInvalid } from './spot-messages.js';
import { signSpotPrice, type SignedSpotPrice } from './spot-price-signature.js';

// The order fixture's clock stands at 2026-06-01T08:00:00Z; SPOT-A1 costs 4 an hour, 100 a month, one place.
const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;
const FORMER_DEFAULT = 'change-this-secret-in-production';
const booking = { sku: 'SPOT-A1', qty: 1, book_from: '2026-06-02T10:00:00Z', book_to: '2026-06-02T12:00:00Z' };
const offer: SignedSpotPrice = {
  sku: 'SPOT-A1',
  isMonthly: false,
  fromMs: Date.parse(booking.book_from),
  toMs: Date.parse(booking.book_to),
  price: 0.01,
};

/** The signature as earlier versions wrote it (`<valid until>.<HMAC>`), which the attack on the README's key used. */
function formerSignature(spot: SignedSpotPrice, secret: string, validUntil: number): string {
  const from = new Date(spot.fromMs).toISOString();
  const to = new Date(spot.toMs).toISOString();
  const payload = `${spot.sku}|hourly|${from}|${to}|${spot.price.toFixed(2)}|${validUntil}`;
  return `${validUntil.toString(36)}.${signPayload(payload, secret)}`;
}

let api: OrderTestApi;
let now: number;
beforeEach(async () => {
  api = await startOrderApi();
  now = Date.parse('2026-06-01T08:00:00Z');
});
afterEach(() => api.close());

describe('signed spot prices', () => {
  it('has no known key: the availability answer is signed with the data directory’s generated one', async () => {
    const key = resolveObjHashSecret(api.config);
    expect(key).not.toBe(FORMER_DEFAULT);
    expect(key.length).toBeGreaterThanOrEqual(43);
    const answer = await getJson(
      `${api.url}/api/ext/spots/availability?mode=hourly&from=${booking.book_from}&to=${booking.book_to}&skus=SPOT-A1`,
    );
    const { price, sgn } = answer.body.result[0];
    expect(sgn).toBe(signSpotPrice({ ...offer, price }, key, now, now + 60 * MINUTE));
    const cartId = await guestCart(api);
    expect((await addItem(api, { cartId }, { ...booking, price, sgn })).status).toBe(200);
  });

  it('refuses in the cart a price signed with the former default key, in either format', async () => {
    const cartId = await guestCart(api);
    for (const sgn of [
      formerSignature(offer, FORMER_DEFAULT, now + 60 * MINUTE),
      signSpotPrice(offer, FORMER_DEFAULT, now, now + 60 * MINUTE),
    ])
      expect((await addItem(api, { cartId }, { ...booking, price: 0.01, sgn })).body).toEqual({
        code: 400,
        result: spotPriceInvalid('SPOT-A1'),
      });
    expect(await api.db.all(sql`SELECT * FROM spot_holds`)).toEqual([]);
  });

  it('refuses in the cart a signature claiming ten years, or issued in the future, even with the shop’s key', async () => {
    const key = resolveObjHashSecret(api.config);
    const cartId = await guestCart(api);
    for (const sgn of [
      signSpotPrice(offer, key, now, now + 10 * YEAR),
      signSpotPrice(offer, key, now - 60 * MINUTE, now + 10 * YEAR),
      signSpotPrice(offer, key, now + 10 * MINUTE, now + 20 * MINUTE),
      formerSignature(offer, key, now + 10 * YEAR),
    ])
      expect((await addItem(api, { cartId }, { ...booking, price: 0.01, sgn })).body, sgn).toEqual({
        code: 400,
        result: spotPriceInvalid('SPOT-A1'),
      });
    expect(await api.db.all(sql`SELECT * FROM spot_holds`)).toEqual([]);
    // An offer of exactly the configured hour, issued now, is ours.
    const fair = signSpotPrice(offer, key, now, now + api.config.spots.offerMinutes * MINUTE);
    expect((await addItem(api, { cartId }, { ...booking, price: 0.01, sgn: fair })).status).toBe(200);
  });

  const tenYearSignatures: Array<[string, (key: string) => string]> = [
    ['as the API writes them', (key) => signSpotPrice(offer, key, now, now + 10 * YEAR)],
    ['in the former format', (key) => formerSignature(offer, key, now + 10 * YEAR)],
  ];
  it.each(tenYearSignatures)(
    'does not honour in order placement a ten-year signature %s: the hold’s price is charged',
    async (_format, sign) => {
      const cartId = await guestCart(api);
      expect((await addItem(api, { cartId }, booking)).body.result).toMatchObject({ price: 8 });
      expect((await addItem(api, { cartId }, { sku: 'MUG', qty: 1 })).status).toBe(200);
      const sgn = sign(resolveObjHashSecret(api.config));
      const body = orderBody([{ ...booking, is_monthly: false, price: 0.01, sgn }, { sku: 'MUG' }], {
        cart_id: cartId,
      });
      // Not "the price has changed", which only an offer the API could have made may claim.
      expect((await placeOrder(api, body)).status).toBe(200);
      expect(await api.db.all(sql`SELECT sku, price FROM order_items WHERE sku = 'SPOT-A1'`)).toEqual([
        { sku: 'SPOT-A1', price: 8 },
      ]);
    },
  );
});
