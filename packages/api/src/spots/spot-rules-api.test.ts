import {
  bookingOffStep,
  bookingTooShort,
  parseOpeningHours,
  spotBookingTooLong,
  spotClosedOn,
  spotOutsideOpeningHours,
  type OpeningHours,
} from '@storefront/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, cartCall, collectTotals, guestCart } from '../cart/test-support/start-cart-api.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';
import {
  addProducts,
  orderBody,
  placeOrder,
  startOrderApi,
  type OrderTestApi,
} from '../orders/test-support/start-order-api.js';
import { getJson } from '../test-support/start-test-api.js';
import { testDialect } from '../test-support/test-database.js';
import { SPOT_NOT_AVAILABLE } from './spot-messages.js';

// The order fixture's clock: Monday 1 June 2026, 08:00 UTC (04:00 in New York, on daylight time: -04:00).
const NY = 'America/New_York';
const WEEK = 'Mon-Fri 07:00-22:00; Sat 08:00-20:00';
const HOURS = (parseOpeningHours(WEEK) as { value: OpeningHours }).value;

const spot = (sku: string, extra: Record<string, unknown>) => ({
  id: 500 + sku.length * 7 + sku.charCodeAt(sku.length - 1),
  sku,
  name: `Spot ${sku}`,
  type_id: 'virtual',
  price: 0,
  hourly_rate: 2,
  monthly_rate: 60,
  places: 1,
  time_zone: NY,
  ...extra,
});

const SPOTS = [
  spot('R-PLAIN', {}),
  spot('R-MIN', { booking_min_minutes: 120 }),
  spot('R-MAX', { booking_max_minutes: '180' }),
  spot('R-STEP', { booking_step_minutes: 30 }),
  spot('R-BUF', { booking_buffer_minutes: 30 }),
  spot('R-RACE', { booking_buffer_minutes: 30 }),
  spot('R-HOURS', { opening_hours: WEEK }),
  spot('R-CLOSED', { closed_dates: ['2026-06-10'] }),
  spot('R-KOLKATA', { time_zone: 'Asia/Kolkata', booking_step_minutes: 60 }),
  spot('R-NOZONE', { time_zone: undefined }),
  spot('R-ORDER', {}),
];

let api: OrderTestApi;
beforeAll(async () => {
  api = await startOrderApi({ overrides: { spots: { maxPlacesPerClient: 1000, maxPlaceDaysPerClient: 100_000 } } });
  await addProducts(api, SPOTS);
});
afterAll(() => api.close());

const hourly = (from: string, to: string) => ({ book_from: from, book_to: to, is_monthly: false });

async function availability(sku: string, period: { book_from: string; book_to: string; is_monthly: boolean }) {
  const mode = period.is_monthly ? 'monthly' : 'hourly';
  const query = new URLSearchParams({ mode, from: period.book_from, to: period.book_to, skus: sku });
  return (await getJson(`${api.url}/api/ext/spots/availability?${query}`)).body.result[0];
}

const holdsOf = (sku: string) =>
  sqlValue(api.db, sql`SELECT count(*) AS n FROM spot_holds WHERE spot_sku = ${sku}`) as Promise<number>;

/** The rule's refusal, the same in availability (the spot's problem) and the cart (a 400 that writes nothing). */
async function expectRefused(sku: string, period: ReturnType<typeof hourly>, message: string) {
  expect(await availability(sku, period)).toMatchObject({ sku, available: false, price: null, problem: message });
  const cartId = await guestCart(api);
  const before = await holdsOf(sku);
  const added = await addItem(api, { cartId }, { sku, qty: 1, ...period });
  expect(added.body).toEqual({ code: 400, result: message });
  expect(await holdsOf(sku)).toBe(before);
  expect((await cartCall(api, 'pull', { cartId })).body.result).toEqual([]);
}

async function expectAccepted(sku: string, period: ReturnType<typeof hourly>) {
  const answer = await availability(sku, period);
  expect(answer).toMatchObject({ sku, available: true });
  expect(answer).not.toHaveProperty('problem');
  const cartId = await guestCart(api);
  const added = await addItem(api, { cartId }, { sku, qty: 1, ...period });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return { cartId, line: added.body.result as { item_id: number; price: number } };
}

describe(`a spot's own rules on its own clock (${testDialect()})`, () => {
  it('answers each spot’s time zone, the store view’s for a spot that names none', async () => {
    const period = hourly('2026-06-02T10:00:00-04:00', '2026-06-02T12:00:00-04:00');
    expect(await availability('R-PLAIN', period)).toMatchObject({ time_zone: NY });
    expect(await availability('R-KOLKATA', period)).toMatchObject({ time_zone: 'Asia/Kolkata' });
    expect(await availability('R-NOZONE', period)).toMatchObject({ time_zone: NY });
  });

  it('counts the step on the spot’s clock: whole hours in Kolkata (+05:30) are not whole hours in UTC', async () => {
    await expectAccepted('R-KOLKATA', hourly('2026-06-02T04:30:00Z', '2026-06-02T06:30:00Z'));
    await expectRefused('R-KOLKATA', hourly('2026-06-03T05:00:00Z', '2026-06-03T07:00:00Z'), bookingOffStep(60));
  });

  it('the shortest booking', async () => {
    await expectRefused(
      'R-MIN',
      hourly('2026-06-02T10:00:00-04:00', '2026-06-02T11:00:00-04:00'),
      bookingTooShort(120),
    );
    await expectAccepted('R-MIN', hourly('2026-06-02T10:00:00-04:00', '2026-06-02T12:00:00-04:00'));
  });

  it('the longest booking', async () => {
    await expectRefused(
      'R-MAX',
      hourly('2026-06-02T10:00:00-04:00', '2026-06-02T13:15:00-04:00'),
      spotBookingTooLong(180),
    );
    expect(spotBookingTooLong(180)).toBe('This spot can be booked for at most 3 hours at a time.');
    await expectAccepted('R-MAX', hourly('2026-06-02T10:00:00-04:00', '2026-06-02T13:00:00-04:00'));
  });

  it('the step', async () => {
    await expectRefused('R-STEP', hourly('2026-06-02T10:15:00-04:00', '2026-06-02T12:00:00-04:00'), bookingOffStep(30));
    await expectAccepted('R-STEP', hourly('2026-06-02T10:30:00-04:00', '2026-06-02T12:00:00-04:00'));
  });

  it('the opening hours, per weekday on the local clock', async () => {
    const outside = spotOutsideOpeningHours(HOURS);
    // Tuesday 06:00-08:00 in New York starts before 07:00; Sunday is closed; 21:00-23:00 runs past 22:00.
    await expectRefused('R-HOURS', hourly('2026-06-02T06:00:00-04:00', '2026-06-02T08:00:00-04:00'), outside);
    await expectRefused('R-HOURS', hourly('2026-06-07T10:00:00-04:00', '2026-06-07T12:00:00-04:00'), outside);
    await expectRefused('R-HOURS', hourly('2026-06-02T21:00:00-04:00', '2026-06-02T23:00:00-04:00'), outside);
    // 07:00-09:00 in New York is 11:00-13:00 UTC: open.
    await expectAccepted('R-HOURS', hourly('2026-06-02T11:00:00Z', '2026-06-02T13:00:00Z'));
  });

  it('the closed dates, read on the local clock', async () => {
    await expectRefused(
      'R-CLOSED',
      hourly('2026-06-10T10:00:00-04:00', '2026-06-10T12:00:00-04:00'),
      spotClosedOn('2026-06-10'),
    );
    expect(spotClosedOn('2026-06-10')).toBe('This spot is closed on Wed 10 Jun 2026.');
    // 22:00-23:30 on the 9th in New York is already the 10th in UTC: still the 9th on the spot's clock.
    await expectAccepted('R-CLOSED', hourly('2026-06-09T22:00:00-04:00', '2026-06-09T23:30:00-04:00'));
  });

  it('the buffer: a place stays taken 30 minutes before and after each booking', async () => {
    await expectAccepted('R-BUF', hourly('2026-06-02T10:00:00-04:00', '2026-06-02T12:00:00-04:00'));
    const tooClose = [
      hourly('2026-06-02T12:00:00-04:00', '2026-06-02T13:00:00-04:00'),
      hourly('2026-06-02T12:15:00-04:00', '2026-06-02T13:15:00-04:00'),
      hourly('2026-06-02T08:45:00-04:00', '2026-06-02T09:45:00-04:00'),
    ];
    for (const period of tooClose) {
      expect(await availability('R-BUF', period)).toMatchObject({ free: 0, available: false });
      const cartId = await guestCart(api);
      expect((await addItem(api, { cartId }, { sku: 'R-BUF', qty: 1, ...period })).body).toEqual({
        code: 409,
        result: SPOT_NOT_AVAILABLE,
      });
    }
    expect(await holdsOf('R-BUF')).toBe(1);
    await expectAccepted('R-BUF', hourly('2026-06-02T12:30:00-04:00', '2026-06-02T13:30:00-04:00'));
    await expectAccepted('R-BUF', hourly('2026-06-02T08:30:00-04:00', '2026-06-02T09:30:00-04:00'));
  });

  it('the buffer under concurrent holds: of 12 carts asking for two periods 15 minutes apart, exactly one wins', async () => {
    // Neither period overlaps the other; only the buffer keeps them from sharing the one place.
    const periods = [
      hourly('2026-06-04T10:00:00-04:00', '2026-06-04T11:00:00-04:00'),
      hourly('2026-06-04T11:15:00-04:00', '2026-06-04T12:15:00-04:00'),
    ];
    const carts = await Promise.all(Array.from({ length: 12 }, () => guestCart(api)));
    const answers = await Promise.all(
      carts.map((cartId, i) => addItem(api, { cartId }, { sku: 'R-RACE', qty: 1, ...periods[i % 2]! })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(11);
    expect(await holdsOf('R-RACE')).toBe(1);
  });

  it('charges a period across the night the clocks go back for the hours it really lasts', async () => {
    // 22:00 EDT on 31 October to 02:00 EST on 1 November: four hours on the wall, five that pass.
    const night = hourly('2026-10-31T22:00:00-04:00', '2026-11-01T02:00:00-05:00');
    expect(await availability('R-PLAIN', night)).toMatchObject({ available: true, price: 10 });
    const { line } = await expectAccepted('R-PLAIN', night);
    expect(line.price).toBe(10);
  });

  it('answers the spot’s time zone on the cart line, the totals item and the order line; the mail says local time', async () => {
    const period = hourly('2026-06-08T10:00:00-04:00', '2026-06-08T12:00:00-04:00');
    const { cartId, line } = await expectAccepted('R-PLAIN', period);
    expect(line).toMatchObject({ book_from: period.book_from, time_zone: NY });
    expect((await addItem(api, { cartId }, { sku: 'MUG', qty: 1 })).body.result).not.toHaveProperty('time_zone');
    const totals = await collectTotals(api, { cartId }, 'cashondelivery');
    expect(totals.body.result.items).toEqual([
      expect.objectContaining({ item_id: line.item_id, time_zone: NY }),
      expect.not.objectContaining({ time_zone: expect.anything() }),
    ]);
    const body = orderBody([{ sku: 'R-PLAIN', qty: 1, price: 4, ...period }, { sku: 'MUG' }], { cart_id: cartId });
    expect((await placeOrder(api, body)).status).toBe(200);
    expect(
      await api.db.get(
        sql`SELECT time_zone FROM order_items WHERE sku = 'R-PLAIN' AND book_from = ${period.book_from}`,
      ),
    ).toEqual({ time_zone: NY });
    expect(api.mails.at(-1)?.text).toContain('Mon 8 Jun, 10:00–12:00 EDT, hourly');
  });

  it('counts months on the local clock', async () => {
    const utcMonth = { book_from: '2026-07-01T00:00:00Z', book_to: '2026-08-01T00:00:00Z', is_monthly: true };
    expect(await availability('R-PLAIN', utcMonth)).toMatchObject({
      available: false,
      problem: 'A monthly booking must run a whole number of calendar months from its start.',
    });
    const localMonth = {
      book_from: '2026-07-01T00:00:00-04:00',
      book_to: '2026-08-01T00:00:00-04:00',
      is_monthly: true,
    };
    expect(await availability('R-PLAIN', localMonth)).toMatchObject({ available: true, price: 60 });
  });

  it('re-checks the rules when the order is placed: a date closed since the hold is refused, nothing booked', async () => {
    const period = hourly('2026-06-05T10:00:00-04:00', '2026-06-05T12:00:00-04:00');
    const { cartId } = await expectAccepted('R-ORDER', period);
    await addItem(api, { cartId }, { sku: 'MUG', qty: 1 });
    await addProducts(api, [spot('R-ORDER', { closed_dates: ['2026-06-05'] })]);
    const body = orderBody([{ sku: 'R-ORDER', qty: 1, price: 4, ...period }, { sku: 'MUG' }], { cart_id: cartId });
    expect((await placeOrder(api, body)).body).toEqual({ code: 409, result: spotClosedOn('2026-06-05') });
    expect(
      await sqlValue(
        api.db,
        sql`SELECT count(*) AS n FROM spot_holds WHERE spot_sku = 'R-ORDER' AND order_id IS NOT NULL`,
      ),
    ).toBe(0);
  });
});
