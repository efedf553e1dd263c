import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItem, cartCall, collectTotals, guestCart } from '../cart/test-support/start-cart-api.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';
import {
  ADDRESS,
  orderBody,
  placeOrder,
  addProducts,
  startOrderApi,
  type OrderTestApi,
} from '../orders/test-support/start-order-api.js';
import { getJson } from '../test-support/start-test-api.js';
import { holdCapExceeded, SPOT_NOT_AVAILABLE } from './spot-messages.js';

// The order fixture's clock starts at 2026-06-01T08:00:00Z. Six lots of two places each, as the demo's car park.
const MINUTE = 60_000;
const LOTS = [1, 2, 3, 4, 5, 6].map((n) => ({
  id: 100 + n,
  sku: `LOT-${n}`,
  name: `Lot ${n}`,
  type_id: 'virtual',
  price: 0,
  hourly_rate: 3,
  monthly_rate: 60,
  places: 2,
}));
/** A second client: another loopback address, seen by the server's socket. */
const OTHER = '127.0.0.2';
const elevenMonths = { book_from: '2026-06-02T00:00:00Z', book_to: '2027-05-02T00:00:00Z', is_monthly: true };
const oneMonth = { book_from: '2026-06-02T00:00:00Z', book_to: '2026-07-02T00:00:00Z', is_monthly: true };
const twoHours = { book_from: '2026-06-03T10:00:00Z', book_to: '2026-06-03T12:00:00Z', is_monthly: false };

let api: OrderTestApi;
beforeEach(async () => {
  api = await startOrderApi();
  await addProducts(api, LOTS);
});
afterEach(() => api.close());

const openHolds = () => sqlValue(api.db, sql`SELECT count(*) AS n FROM spot_holds WHERE order_id IS NULL`);

async function freePlaces(period: { book_from: string; book_to: string; is_monthly: boolean }, sku = 'LOT-1') {
  const mode = period.is_monthly ? 'monthly' : 'hourly';
  const url = `${api.url}/api/ext/spots/availability?mode=${mode}&from=${period.book_from}&to=${period.book_to}&skus=${sku}`;
  return (await getJson(url)).body.result[0].free as number;
}

const shippingInformation = (cartId: string) =>
  cartCall(
    api,
    'shipping-information',
    { cartId },
    {
      addressInformation: {
        shippingAddress: ADDRESS,
        billingAddress: ADDRESS,
        shippingCarrierCode: 'flatrate',
        shippingMethodCode: 'flatrate',
      },
    },
  );

/** A new guest cart of this client holding `qty` places of each of `lots` over `period`. */
async function cartHolding(lots: string[], qty: number, period: typeof twoHours) {
  const cartId = await guestCart(api);
  for (const sku of lots) expect((await addItem(api, { cartId }, { sku, qty, ...period })).status).toBe(200);
  return cartId;
}

describe('caps on what one cart and one client hold', () => {
  it('refuses the 7-request attack (every place of 6 lots for 11 months), writing nothing', async () => {
    const cartId = await guestCart(api);
    for (const lot of LOTS) {
      const answer = await addItem(api, { cartId }, { sku: lot.sku, qty: 2, ...elevenMonths });
      expect(answer.body).toEqual({
        code: 400,
        result: holdCapExceeded('cart', 'place-days', 2 * 334, 62, 'maxPlaceDaysPerCart'),
      });
    }
    expect((await cartCall(api, 'pull', { cartId })).body.result).toEqual([]);
    expect(await openHolds()).toBe(0);
    for (const lot of LOTS) expect(await freePlaces(elevenMonths, lot.sku)).toBe(2);
  });

  it('caps place-days per cart and per client across its carts; another client still books', async () => {
    const cartId = await cartHolding(['LOT-1', 'LOT-2'], 1, oneMonth);
    expect((await addItem(api, { cartId }, { sku: 'LOT-3', qty: 1, ...oneMonth })).body).toEqual({
      code: 400,
      result: holdCapExceeded('cart', 'place-days', 90, 62, 'maxPlaceDaysPerCart'),
    });
    // One address may hold two full carts (shoppers behind one NAT), not three.
    await cartHolding(['LOT-3', 'LOT-4'], 1, oneMonth);
    const third = await guestCart(api);
    expect((await addItem(api, { cartId: third }, { sku: 'LOT-5', qty: 1, ...oneMonth })).body).toEqual({
      code: 400,
      result: holdCapExceeded('client', 'place-days', 150, 124, 'maxPlaceDaysPerClient'),
    });
    expect((await cartCall(api, 'pull', { cartId: third })).body.result).toEqual([]);
    expect(await openHolds()).toBe(4);
    const theirs = await guestCart(api, OTHER);
    expect((await addItem(api, { cartId: theirs, from: OTHER }, { sku: 'LOT-5', qty: 1, ...oneMonth })).status).toBe(
      200,
    );
  });

  it('caps places per cart and per client, counting a new quantity instead of the old one', async () => {
    const cartId = await cartHolding(['LOT-1', 'LOT-2', 'LOT-3'], 1, twoHours);
    const fourth = (await addItem(api, { cartId }, { sku: 'LOT-4', qty: 1, ...twoHours })).body.result;
    expect((await addItem(api, { cartId }, { sku: 'LOT-5', qty: 1, ...twoHours })).body).toEqual({
      code: 400,
      result: holdCapExceeded('cart', 'places', 5, 4, 'maxPlacesPerCart'),
    });
    // Raising a line's quantity counts the new quantity in place of its old one.
    expect(
      (await addItem(api, { cartId }, { sku: 'LOT-4', qty: 2, item_id: fourth.item_id, quoteId: cartId })).body,
    ).toEqual({ code: 400, result: holdCapExceeded('cart', 'places', 5, 4, 'maxPlacesPerCart') });
    await cartHolding(['LOT-5', 'LOT-6'], 2, twoHours);
    const third = await guestCart(api);
    expect((await addItem(api, { cartId: third }, { sku: 'LOT-1', qty: 1, ...twoHours })).body).toEqual({
      code: 400,
      result: holdCapExceeded('client', 'places', 9, 8, 'maxPlacesPerClient'),
    });
    // Once the first carts' holds are over (nobody wrote to them), the client may hold places again.
    api.advance(16 * MINUTE);
    expect((await addItem(api, { cartId: third }, { sku: 'LOT-1', qty: 2, ...twoHours })).status).toBe(200);
  });
});

/** A guest cart holding both places of LOT-1 for `twoHours`, and another client's try to book one of them. */
async function bothPlacesHeld() {
  const cartId = await cartHolding(['LOT-1'], 2, twoHours);
  const theirs = await guestCart(api, OTHER);
  const book = () => addItem(api, { cartId: theirs, from: OTHER }, { sku: 'LOT-1', qty: 1, ...twoHours });
  return { cartId, book };
}

describe('the life of a hold', () => {
  it('is not kept by reading the cart: a pull every 14 minutes does not stop a second client booking', async () => {
    const { cartId, book } = await bothPlacesHeld();
    api.advance(14 * MINUTE);
    expect((await cartCall(api, 'pull', { cartId })).body.result).toHaveLength(1);
    expect((await cartCall(api, 'totals', { cartId })).status).toBe(200);
    expect((await book()).body).toEqual({ code: 409, result: SPOT_NOT_AVAILABLE });
    api.advance(2 * MINUTE);
    expect((await book()).status).toBe(200);
    // The first cart's two places are no longer there: its line goes.
    expect((await cartCall(api, 'pull', { cartId })).body.result).toEqual([]);
    expect(await freePlaces(twoHours)).toBe(1);
  });

  it('is not kept by writing a product line: adding, changing and removing a ball renews no hold', async () => {
    const { cartId, book } = await bothPlacesHeld();
    api.advance(14 * MINUTE);
    const mug = await addItem(api, { cartId }, { sku: 'BALL', qty: 1 });
    expect(mug.status).toBe(200);
    const itemId = (mug.body.result as { item_id: number }).item_id;
    expect((await addItem(api, { cartId }, { sku: 'BALL', qty: 3, item_id: itemId })).status).toBe(200);
    expect((await cartCall(api, 'delete', { cartId }, { cartItem: { sku: 'BALL', item_id: itemId } })).status).toBe(
      200,
    );
    expect((await book()).body).toEqual({ code: 409, result: SPOT_NOT_AVAILABLE });
    api.advance(2 * MINUTE);
    // 16 minutes after the spot was held, with three product writes meanwhile: its places are free again.
    expect((await book()).status).toBe(200);
    expect(await freePlaces(twoHours)).toBe(1);
  });

  it('is renewed by the checkout steps, but never past 30 minutes from when the line was held', async () => {
    const { cartId, book } = await bothPlacesHeld();
    for (let minute = 14; minute <= 28; minute += 14) {
      api.advance(14 * MINUTE);
      expect((await shippingInformation(cartId)).status).toBe(200);
    }
    api.advance(1 * MINUTE); // 29 minutes: still held
    expect((await book()).status).toBe(409);
    expect((await shippingInformation(cartId)).status).toBe(200);
    api.advance(2 * MINUTE); // 31 minutes: the hold's life is over, whatever the cart did
    expect((await book()).status).toBe(200);
    expect(await freePlaces(twoHours)).toBe(1);
  });
});

describe('a normal checkout', () => {
  it('adds a spot, goes through shipping and totals, and books it exactly once', async () => {
    const cartId = await cartHolding(['LOT-1'], 2, twoHours);
    expect((await addItem(api, { cartId }, { sku: 'MUG', qty: 1 })).status).toBe(200);
    api.advance(10 * MINUTE);
    expect((await shippingInformation(cartId)).status).toBe(200);
    api.advance(10 * MINUTE);
    const totals = await collectTotals(api, { cartId }, 'cashondelivery');
    expect(totals.status).toBe(200);
    api.advance(10 * MINUTE);
    const body = orderBody([{ sku: 'LOT-1', qty: 2, price: 12, ...twoHours }, { sku: 'MUG' }], { cart_id: cartId });
    const placed = await placeOrder(api, body);
    expect(placed.status).toBe(200);
    expect((await placeOrder(api, body)).body).toEqual(placed.body);
    expect(await sqlValue(api.db, sql`SELECT count(*) AS n FROM spot_holds WHERE order_id IS NOT NULL`)).toBe(1);
    expect(await openHolds()).toBe(0);
    // Long after any hold, the places stay booked, and the shopper's caps are free again.
    api.advance(24 * 60 * MINUTE);
    expect(await freePlaces(twoHours)).toBe(0);
    const next = await guestCart(api);
    // The lots name no time zone: their months run on the store view's clock, New York's.
    const july = { book_from: '2026-07-01T00:00:00-04:00', book_to: '2026-08-01T00:00:00-04:00', is_monthly: true };
    expect((await addItem(api, { cartId: next }, { sku: 'LOT-2', qty: 2, ...july })).status).toBe(200);
  });

  it('re-takes a place still free at order time after the hold’s life, and refuses one taken meanwhile', async () => {
    const slow = await cartHolding(['LOT-1'], 2, twoHours);
    await addItem(api, { cartId: slow }, { sku: 'MUG', qty: 1 });
    const late = await cartHolding(['LOT-2'], 2, twoHours);
    await addItem(api, { cartId: late }, { sku: 'MUG', qty: 1 });
    api.advance(45 * MINUTE);
    const theirs = await guestCart(api, OTHER);
    expect((await addItem(api, { cartId: theirs, from: OTHER }, { sku: 'LOT-2', qty: 1, ...twoHours })).status).toBe(
      200,
    );
    // With a mug, so cash on delivery is offered (a booking alone is never delivered).
    const order = (cartId: string, sku: string) =>
      placeOrder(api, orderBody([{ sku, qty: 2, price: 12, ...twoHours }, { sku: 'MUG' }], { cart_id: cartId }));
    expect((await order(slow, 'LOT-1')).status).toBe(200);
    expect((await order(late, 'LOT-2')).body).toEqual({ code: 409, result: `${SPOT_NOT_AVAILABLE} (LOT-2)` });
    expect(await freePlaces(twoHours, 'LOT-1')).toBe(0);
  });
});
