import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, cartCall, guestCart, startCartApi, type CartTestApi } from '../cart/test-support/start-cart-api.js';
import { getJson } from '../test-support/start-test-api.js';
import { SPOT_NOT_AVAILABLE, spotPriceInvalid } from './spot-messages.js';

// The cart fixture's clock starts at 2026-06-01T08:00:00Z; SPOT-A1 has one place, 4 an hour, 100 a month.
const MINUTE = 60_000;
let api: CartTestApi;
let day = 2;

beforeAll(async () => {
  // Every test's carts come from one loopback address at one pinned clock: the per-client caps (spot-hold-caps.test.ts)
  // would count them all together.
  api = await startCartApi({ overrides: { spots: { maxPlacesPerClient: 1000, maxPlaceDaysPerClient: 100_000 } } });
});
afterAll(() => api.close());

/** A fresh day for each test, so their bookings never meet. */
function period(fromHour: number, toHour: number) {
  const date = `2026-06-${String(day).padStart(2, '0')}`;
  const at = (hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00Z`;
  return { book_from: at(fromHour), book_to: at(toHour), is_monthly: false };
}

async function book(cartId: string, booking: object, extra: object = {}) {
  return addItem(api, { cartId }, { sku: 'SPOT-A1', qty: 1, quoteId: cartId, ...booking, ...extra });
}

describe('spot lines through the cart API', () => {
  it('prices a booking line, answers its booking fields in pull, and refuses the taken place to another cart', async () => {
    day = 2;
    const mine = await guestCart(api);
    const added = await book(mine, period(9, 11));
    expect(added.status).toBe(200);
    expect(added.body.result).toMatchObject({
      sku: 'SPOT-A1',
      qty: 1,
      price: 8,
      book_from: '2026-06-02T09:00:00Z',
      book_to: '2026-06-02T11:00:00Z',
      is_monthly: false,
    });
    const pulled = await cartCall(api, 'pull', { cartId: mine });
    expect(pulled.body.result).toEqual([added.body.result]);
    const theirs = await guestCart(api);
    expect((await book(theirs, period(10, 12))).body).toEqual({ code: 409, result: SPOT_NOT_AVAILABLE });
    // Half-open: the hour that starts when mine ends is free.
    expect((await book(theirs, period(11, 12))).status).toBe(200);
    expect((await cartCall(api, 'pull', { cartId: theirs })).body.result).toHaveLength(1);
  });

  it('an unrenewed hold expires after 15 minutes and frees the place; the first cart then loses its line', async () => {
    day = 3;
    const mine = await guestCart(api);
    expect((await book(mine, period(9, 10))).status).toBe(200);
    api.advance(14 * MINUTE);
    const theirs = await guestCart(api);
    expect((await book(theirs, period(9, 10))).status).toBe(409);
    api.advance(2 * MINUTE);
    expect((await book(theirs, period(9, 10))).status).toBe(200);
    expect((await cartCall(api, 'pull', { cartId: mine })).body.result).toEqual([]);
  });

  it('writing the booking renews its hold, within its life; reading the cart does not', async () => {
    day = 4;
    const mine = await guestCart(api);
    const line = await book(mine, period(9, 10));
    expect(line.status).toBe(200);
    const itemId = (line.body.result as { item_id: number }).item_id;
    for (let i = 0; i < 2; i++) {
      api.advance(10 * MINUTE);
      const rewritten = await addItem(api, { cartId: mine }, { sku: 'SPOT-A1', qty: 1, item_id: itemId });
      expect(rewritten.status).toBe(200);
    }
    api.advance(9 * MINUTE);
    expect((await cartCall(api, 'pull', { cartId: mine })).body.result).toHaveLength(1);
    const theirs = await guestCart(api);
    expect((await book(theirs, period(9, 10))).status).toBe(409);
    api.advance(2 * MINUTE);
    expect((await book(theirs, period(9, 10))).status).toBe(200);
  });

  it('answers when the hold ends, on the line added and in pull; a pull renews nothing, a write does', async () => {
    day = 10;
    const mine = await guestCart(api);
    const added = await book(mine, period(9, 10));
    const heldUntil = (added.body.result.extension_attributes as { hold_expires_at: string }).hold_expires_at;
    expect(heldUntil).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000Z$/);
    api.advance(5 * MINUTE);
    const pulled = await cartCall(api, 'pull', { cartId: mine });
    expect(pulled.body.result[0].extension_attributes).toEqual({ hold_expires_at: heldUntil });
    const itemId = (added.body.result as { item_id: number }).item_id;
    const rewritten = await addItem(api, { cartId: mine }, { sku: 'SPOT-A1', qty: 1, item_id: itemId });
    expect(rewritten.body.result.extension_attributes).toEqual({
      hold_expires_at: new Date(Date.parse(heldUntil) + 5 * MINUTE).toISOString(),
    });
  });

  it('deleting the line frees the place at once', async () => {
    day = 5;
    const mine = await guestCart(api);
    const line = (await book(mine, period(9, 10))).body.result;
    const theirs = await guestCart(api);
    expect((await book(theirs, period(9, 10))).status).toBe(409);
    const deleted = await cartCall(
      api,
      'delete',
      { cartId: mine },
      { cartItem: { sku: 'SPOT-A1', item_id: line.item_id } },
    );
    expect(deleted.body).toEqual({ code: 200, result: true });
    expect((await book(theirs, period(9, 10))).status).toBe(200);
  });

  it('refuses a forged price and accepts the price the availability answer signed', async () => {
    day = 6;
    const mine = await guestCart(api);
    expect((await book(mine, period(9, 11), { price: 1 })).body).toEqual({
      code: 400,
      result: spotPriceInvalid('SPOT-A1'),
    });
    const { book_from, book_to } = period(9, 11);
    const offer = (
      await getJson(`${api.url}/api/ext/spots/availability?mode=hourly&from=${book_from}&to=${book_to}&skus=SPOT-A1`)
    ).body.result[0];
    expect(offer).toMatchObject({ price: 8, priceInclTax: 8.82, free: 1 });
    expect((await book(mine, period(9, 11), { price: offer.price, sgn: offer.sgn })).body.result).toMatchObject({
      price: 8,
    });
    expect((await cartCall(api, 'pull', { cartId: mine })).body.result).toHaveLength(1);
  });

  it('books a month, which blocks an hourly booking inside it; invalid periods get their own 400', async () => {
    const mine = await guestCart(api);
    const month = { book_from: '2026-07-01T00:00:00Z', book_to: '2026-08-01T00:00:00Z', is_monthly: true };
    expect((await book(mine, month)).body.result).toMatchObject({ price: 100, is_monthly: true });
    const theirs = await guestCart(api);
    const inside = { book_from: '2026-07-15T09:00:00Z', book_to: '2026-07-15T10:00:00Z', is_monthly: false };
    expect((await book(theirs, inside)).status).toBe(409);
    const cases: Array<[object, string]> = [
      [{ book_from: '2026-07-15T10:00:00Z', book_to: '2026-07-15T09:00:00Z' }, 'The booking must end after it starts.'],
      [{ book_from: '2026-05-15T10:00:00Z', book_to: '2026-05-15T11:00:00Z' }, 'The booking cannot start in the past.'],
      [
        { book_from: '2026-07-15T10:00:00Z', book_to: '2026-07-15T10:00:00Z' },
        'The booking must not start and end at the same time.',
      ],
      [
        { book_from: '2026-07-15T10:00:00Z', book_to: '2027-07-15T10:00:00Z' },
        'The booking cannot end more than 365 days from now.',
      ],
      [
        { book_from: '2026-09-01T00:00:00Z', book_to: '2026-10-02T00:00:00Z', is_monthly: true },
        'A monthly booking must run a whole number of calendar months from its start.',
      ],
    ];
    for (const [dates, message] of cases)
      expect((await book(theirs, { is_monthly: false, ...dates })).body, JSON.stringify(dates)).toEqual({
        code: 400,
        result: message,
      });
    expect((await cartCall(api, 'pull', { cartId: theirs })).body.result).toEqual([]);
  });
});
