import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem, guestCart } from '../cart/test-support/start-cart-api.js';
import { sql } from '../db/sql.js';
import {
  addProducts,
  orderBody,
  placeOrder,
  startOrderApi,
  type OrderTestApi,
} from '../orders/test-support/start-order-api.js';
import { SPOT_NOT_AVAILABLE } from '../spots/spot-messages.js';
import { getJson } from '../test-support/start-test-api.js';
import { spotBlockTooLarge } from './admin-spots.js';
import { addAdmin, adminCall, adminLogin, auditRows } from './test-support/back-office.js';

// The test API's clock stands at 2026-06-01T08:00Z. SPOT-B2: two places, on Paris time.
let api: OrderTestApi;
let staff: string;

beforeAll(async () => {
  api = await startOrderApi({ overrides: { spots: { maxPlacesPerClient: 1000, maxPlaceDaysPerClient: 100_000 } } });
  await addProducts(api, [
    {
      id: 40,
      sku: 'SPOT-B2',
      name: 'Spot B2',
      type_id: 'virtual',
      price: 0,
      hourly_rate: 5,
      places: 2,
      time_zone: 'Europe/Paris',
    },
  ]);
  await addAdmin(api, 'staff@shop.test', 'staff');
  staff = await adminLogin(api, 'staff@shop.test');
});
afterAll(() => api.close());

const free = async (from: string, to: string) => {
  const reply = await getJson(
    `${api.url}/api/ext/spots/availability?mode=hourly&skus=SPOT-B2&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
  );
  expect(reply.status).toBe(200);
  return (reply.body.result as Array<{ free: number }>)[0]!.free;
};
const hold = async (cartId: string, from: string, to: string) =>
  addItem(
    api,
    { cartId },
    { sku: 'SPOT-B2', qty: 1, quoteId: cartId, book_from: from, book_to: to, is_monthly: false },
  );
const block = (body: unknown) => adminCall(api, '/spots/SPOT-B2/blocks', { token: staff, body });

describe('spots', () => {
  it('lists the spots (products with an hourly rate) with places, rates and clock', async () => {
    const listed = await adminCall(api, '/spots?q=b2', { token: staff });
    expect(listed.body.result).toEqual({
      total: 1,
      items: [
        {
          sku: 'SPOT-B2',
          name: 'Spot B2',
          places: 2,
          hourlyRate: 5,
          monthlyRate: 0,
          timeZone: 'Europe/Paris',
          status: 1,
        },
      ],
    });
    expect((await adminCall(api, '/spots?q=nothing-like-it', { token: staff })).body.result).toEqual({
      total: 0,
      items: [],
    });
  });
});

describe('spot blocks', () => {
  it('a block takes a place from the shopper at once, refuses a hold beyond, and frees it when removed', async () => {
    const from = '2026-06-02T10:00:00Z';
    const to = '2026-06-02T12:00:00Z';
    expect(await free(from, to)).toBe(2);
    const added = await block({
      from: '2026-06-02T11:00:00+02:00',
      to: '2026-06-02T15:00:00+02:00',
      places: 1,
      reason: 'Repaint',
    });
    expect(added.status).toBe(201);
    expect(added.body.result).toMatchObject({
      sku: 'SPOT-B2',
      places: 1,
      reason: 'Repaint',
      from: '2026-06-02T09:00:00.000Z',
    });
    expect(await free(from, to)).toBe(1);
    // Outside the block both places stay.
    expect(await free('2026-06-02T13:00:00Z', '2026-06-02T14:00:00Z')).toBe(2);

    const first = await guestCart(api);
    expect((await hold(first, from, to)).status).toBe(200);
    const second = await guestCart(api);
    expect((await hold(second, from, to)).body).toEqual({ code: 409, result: SPOT_NOT_AVAILABLE });
    expect(await free(from, to)).toBe(0);

    // The database's own capacity guard counts the block too (a writer that skipped the count; the guard reads the
    // real clock, by which the test's holds are long expired, so two places are asked beside the block's one).
    await expect(
      api.db.run(
        sql`INSERT INTO spot_holds (spot_sku, cart_id, item_id, qty, places, from_ms, to_ms, order_id, created_at)
            VALUES ('SPOT-B2', 999999, 1, 2, 2, ${Date.parse(from)}, ${Date.parse(to)}, '424242', 0)`,
      ),
    ).rejects.toThrow(/spot capacity exceeded/);

    // A block over the held place is refused: the hold stays.
    const over = await block({ from, to, places: 1, reason: 'More' });
    expect(over.body).toEqual({ code: 409, result: spotBlockTooLarge(0) });

    const listed = await adminCall(api, '/spots/SPOT-B2/blocks', { token: staff });
    expect(listed.body.result).toHaveLength(1);
    const removed = await adminCall(api, `/spots/SPOT-B2/blocks/${added.body.result.id}`, {
      token: staff,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.result.removedAt).toEqual(expect.any(String));
    expect((await hold(second, from, to)).status).toBe(200);
    expect((await adminCall(api, '/spots/SPOT-B2/blocks', { token: staff })).body.result).toHaveLength(0);
    expect((await adminCall(api, '/spots/SPOT-B2/blocks?all=1', { token: staff })).body.result).toHaveLength(1);
    const actions = (await auditRows(api.db)).map((row) => row.action);
    expect(actions.filter((action) => action === 'spot.block')).toHaveLength(1);
    expect(actions.filter((action) => action === 'spot.unblock')).toHaveLength(1);
  });

  it('refuses bad blocks with a 400 and writes nothing', async () => {
    const before = await api.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM spot_blocks`);
    const cases: Array<[unknown, RegExp]> = [
      [{ from: '2026-06-03T10:00:00Z', to: '2026-06-03T09:00:00Z', places: 1, reason: 'x' }, /after/],
      [{ from: 'tomorrow', to: '2026-06-03T09:00:00Z', places: 1, reason: 'x' }, /ISO 8601/],
      [{ from: '2026-06-03T10:00:00Z', to: '2026-06-03T11:00:00Z', places: 0, reason: 'x' }, /./],
      [{ from: '2026-06-03T10:00:00Z', to: '2026-06-03T11:00:00Z', places: 1, reason: ' ' }, /reason/],
      [{ from: '2026-06-03T10:00:00Z', to: '2026-06-03T11:00:00Z', places: 3, reason: 'x' }, /2 places/],
      [{ from: '2026-05-03T10:00:00Z', to: '2026-05-03T11:00:00Z', places: 1, reason: 'x' }, /over already/],
    ];
    for (const [body, message] of cases) {
      const reply = await block(body);
      expect([reply.status, reply.body.result]).toEqual([400, expect.stringMatching(message)]);
    }
    expect((await adminCall(api, '/spots/NOPE/blocks', { token: staff, body: cases[0]![0] })).status).toBe(400);
    const unknown = await adminCall(api, '/spots/NOPE/blocks', {
      token: staff,
      body: { from: '2026-06-03T10:00:00Z', to: '2026-06-03T11:00:00Z', places: 1, reason: 'x' },
    });
    expect(unknown.status).toBe(404);
    const after = await api.db.get<{ n: number }>(sql`SELECT COUNT(*) AS n FROM spot_blocks`);
    expect(Number(after!.n)).toBe(Number(before!.n));
  });

  it('shows a day on the spot clock in slots: held, booked, blocked and free', async () => {
    const cart = await guestCart(api);
    expect((await hold(cart, '2026-06-04T07:00:00Z', '2026-06-04T09:00:00Z')).status).toBe(200);
    expect(
      (await block({ from: '2026-06-04T08:00:00Z', to: '2026-06-04T10:00:00Z', places: 1, reason: 'Cleaning' })).status,
    ).toBe(201);
    await api.db.run(
      sql`INSERT INTO spot_holds (spot_sku, cart_id, item_id, qty, places, from_ms, to_ms, order_id, created_at)
          VALUES ('SPOT-B2', 888888, 1, 1, 2, ${Date.parse('2026-06-04T10:00:00Z')},
                  ${Date.parse('2026-06-04T11:00:00Z')}, '777', 0)`,
    );
    const reply = await adminCall(api, '/spots/SPOT-B2/occupancy?date=2026-06-04', { token: staff });
    expect(reply.status).toBe(200);
    const day = reply.body.result;
    expect(day).toMatchObject({ timeZone: 'Europe/Paris', places: 2, slotMinutes: 60 });
    // Paris midnight is 22:00 UTC the day before; 24 slots of an hour.
    expect(day.slots).toHaveLength(24);
    expect(day.slots[0].from).toBe('2026-06-03T22:00:00.000Z');
    const at = (utc: string) => day.slots.find((slot: { from: string }) => slot.from === utc);
    expect(at('2026-06-04T07:00:00.000Z')).toMatchObject({ held: 1, booked: 0, blocked: 0, free: 1 });
    expect(at('2026-06-04T08:00:00.000Z')).toMatchObject({ held: 1, booked: 0, blocked: 1, free: 0 });
    expect(at('2026-06-04T09:00:00.000Z')).toMatchObject({ held: 0, booked: 0, blocked: 1, free: 1 });
    expect(at('2026-06-04T10:00:00.000Z')).toMatchObject({ held: 0, booked: 1, blocked: 0, free: 1 });
    expect(at('2026-06-04T11:00:00.000Z')).toMatchObject({ held: 0, booked: 0, blocked: 0, free: 2 });
    const quarter = await adminCall(api, '/spots/SPOT-B2/occupancy?date=2026-06-04&slotMinutes=15', { token: staff });
    expect(quarter.body.result.slots).toHaveLength(96);
    expect((await adminCall(api, '/spots/SPOT-B2/occupancy?date=June', { token: staff })).status).toBe(400);
    expect(
      (await adminCall(api, '/spots/SPOT-B2/occupancy?date=2026-06-04&slotMinutes=7', { token: staff })).status,
    ).toBe(400);
  });

  it("edits a spot's capacity and rules as catalogue attributes, refusing unknown or bad ones", async () => {
    const changed = await adminCall(api, '/spots/SPOT-B2', {
      token: staff,
      method: 'PATCH',
      body: { places: 3, booking_buffer_minutes: 10 },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toMatchObject({
      places: 3,
      rules: expect.objectContaining({ bufferMinutes: 10 }),
      // The spot's own attributes, for the edit form: a rule it does not set is null (the store's default).
      attributes: expect.objectContaining({ places: 3, booking_buffer_minutes: 10, booking_min_minutes: null }),
    });
    expect(await free('2026-06-09T10:00:00Z', '2026-06-09T11:00:00Z')).toBe(3);
    const bad = await adminCall(api, '/spots/SPOT-B2', { token: staff, method: 'PATCH', body: { name: 'x' } });
    expect(bad.status).toBe(400);
    const zone = await adminCall(api, '/spots/SPOT-B2', {
      token: staff,
      method: 'PATCH',
      body: { time_zone: 'Mars/Base' },
    });
    expect(zone.status).toBe(400);
    const back = await adminCall(api, '/spots/SPOT-B2', {
      token: staff,
      method: 'PATCH',
      body: { places: 2, booking_buffer_minutes: null },
    });
    expect(back.body.result.places).toBe(2);
    expect((await adminCall(api, '/spots/MUG', { token: staff })).status).toBe(404);
  });

  it('books a phone customer through the order placement: once per orderId, capacity and blocks counted', async () => {
    const booking = {
      orderId: 'phone-0000000000000001',
      from: '2026-06-10T10:00:00Z',
      to: '2026-06-10T12:00:00Z',
      qty: 1,
      email: 'caller@example.com',
      firstname: 'Grace',
      lastname: 'Hopper',
      telephone: '+33 1 23 45 67 89',
      postcode: '75001',
      plate: 'GH-123-AB',
    };
    const first = await adminCall(api, '/spots/SPOT-B2/bookings', { token: staff, body: booking });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await adminCall(api, '/spots/SPOT-B2/bookings', { token: staff, body: booking });
    expect(again.body.result).toEqual(first.body.result);
    const listed = await adminCall(api, '/spots/SPOT-B2/bookings?date=2026-06-10', { token: staff });
    expect(listed.body.result.total).toBe(1);
    expect(listed.body.result.items[0]).toMatchObject({
      email: 'caller@example.com',
      driver: 'Grace Hopper',
      phone: '+33 1 23 45 67 89',
      plate: 'GH-123-AB',
      qty: 1,
      status: 'booked',
      from: '2026-06-10T10:00:00.000Z',
    });
    expect(await free('2026-06-10T10:00:00Z', '2026-06-10T12:00:00Z')).toBe(1);
    // The other place blocked: the next phone booking of that period is refused like a shopper's.
    expect(
      (await block({ from: '2026-06-10T09:00:00Z', to: '2026-06-10T13:00:00Z', places: 1, reason: 'Works' })).status,
    ).toBe(201);
    const full = await adminCall(api, '/spots/SPOT-B2/bookings', {
      token: staff,
      body: { ...booking, orderId: 'phone-0000000000000002' },
    });
    expect(full.body).toEqual({ code: 409, result: SPOT_NOT_AVAILABLE });
    const orders = await api.db.get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM orders WHERE order_id LIKE 'phone-%' AND state = 'placed'`,
    );
    expect(Number(orders!.n)).toBe(1);
    // One audit row, written in the order's own transaction: the retry answering the same order and the refused
    // booking add none.
    const audited = (await auditRows(api.db)).filter((row) => row.action === 'spot.phone-booking');
    expect(audited.map((row) => row.target_id)).toEqual([first.body.result.orderNumber]);
    // A shopper cannot use the back-office's method: its grant is the server's HMAC of the order id.
    const forged = orderBody([{ sku: 'MUG' }], { payment: 'backoffice_phone' });
    (forged.addressInformation as Record<string, unknown>).payment_method_additional = { grant: 'x'.repeat(43) };
    expect((await placeOrder(api, forged)).body).toEqual({
      code: 400,
      result: 'The requested Payment Method is not available.',
    });
  });
});
