import { describe, expect, it } from 'vitest';
import { addItem, cartCall, customerCart, guestCart, startCartApi } from './test-support/start-cart-api.js';
import { startedForFile } from '../test-support/started-for-tests.js';
import { fakeSpotHolds } from './test-support/fake-spot-holds.js';

const spots = fakeSpotHolds();
const api = startedForFile(() => startCartApi({ spots }));

const hour = (from: string, to: string, price?: number) => ({
  sku: 'SPOT-A1',
  qty: 1,
  book_from: from,
  book_to: to,
  is_monthly: false,
  ...(price !== undefined && { price }),
});

describe('spot lines', () => {
  it('books a spot for a period at the spots module’s price, and refuses the taken place with nothing written', async () => {
    const first = await guestCart(api());
    const booked = await addItem(api(), { cartId: first }, hour('2026-06-02T10:00:00Z', '2026-06-02T12:00:00Z', 8));
    expect(booked.status).toBe(200);
    expect(booked.body.result).toMatchObject({
      sku: 'SPOT-A1',
      price: 8,
      book_from: '2026-06-02T10:00:00Z',
      book_to: '2026-06-02T12:00:00Z',
      is_monthly: false,
    });
    const second = await guestCart(api());
    const refused = await addItem(api(), { cartId: second }, hour('2026-06-02T11:00:00Z', '2026-06-02T13:00:00Z'));
    expect(refused.body).toEqual({ code: 409, result: 'SPOT-A1 is not available for that period.' });
    expect((await cartCall(api(), 'pull', { cartId: second })).body.result).toEqual([]);
    // Half-open periods: the next booking may start when the first ends.
    const after = await addItem(api(), { cartId: second }, hour('2026-06-02T12:00:00Z', '2026-06-02T13:00:00Z'));
    expect(after.body.result.price).toBe(4);
    const forged = await addItem(api(), { cartId: second }, hour('2026-06-03T12:00:00Z', '2026-06-03T13:00:00Z', 0.5));
    expect(forged.status).toBe(400);
    expect((await cartCall(api(), 'pull', { cartId: second })).body.result).toHaveLength(1);
    const totals = (await cartCall(api(), 'totals', { cartId: first })).body.result;
    expect(JSON.parse(totals.items[0].options)).toEqual([
      { label: 'Booking period', value: '2026-06-02T10:00:00Z – 2026-06-02T12:00:00Z' },
      { label: 'Booking mode', value: 'Hourly' },
    ]);
    expect(totals.items[0]).toMatchObject({ book_from: '2026-06-02T10:00:00Z', is_monthly: false, price: 8 });
    // Deleting the line frees the place.
    await cartCall(api(), 'delete', { cartId: first }, { cartItem: { item_id: booked.body.result.item_id } });
    expect((await spots.holds(api().db)).filter((h) => h.from === Date.parse('2026-06-02T10:00:00Z'))).toEqual([]);
    const now = await addItem(
      api(),
      { cartId: await guestCart(api()) },
      hour('2026-06-02T10:00:00Z', '2026-06-02T11:00:00Z'),
    );
    expect(now.status).toBe(200);
  });

  it('renews the holds on a booking update, never on pull, totals or a product line, and drops a line whose place is gone', async () => {
    const cartId = await guestCart(api());
    const line = (await addItem(api(), { cartId }, hour('2026-08-01T10:00:00Z', '2026-08-01T11:00:00Z'))).body.result;
    const before = spots.renewals.length;
    await cartCall(api(), 'totals', { cartId });
    await cartCall(api(), 'pull', { cartId });
    await addItem(api(), { cartId }, { sku: 'MUG', qty: 1 });
    expect(spots.renewals.length).toBe(before);
    await addItem(api(), { cartId }, { sku: 'SPOT-A1', qty: 1, item_id: line.item_id });
    expect(spots.renewals.length).toBe(before + 1);
    spots.lose(line.item_id);
    const pulled = await cartCall(api(), 'pull', { cartId });
    expect(pulled.body.result.map((item: { sku: string }) => item.sku)).toEqual(['MUG']);
  });

  it('needs a period for a spot', async () => {
    const cartId = await guestCart(api());
    const answer = await addItem(api(), { cartId }, { sku: 'SPOT-A1', qty: 1 });
    expect(answer.status).toBe(400);
    expect(answer.body.result).toMatch(/book_from/);
  });
});

describe('merge at login', () => {
  it('adds the guest lines to the customer cart once, however often it is called, and moves spot holds', async () => {
    const customer = await customerCart(api(), 'merge@example.com');
    await addItem(api(), customer, { sku: 'MUG', qty: 1 });
    const guestId = await guestCart(api());
    await addItem(api(), { cartId: guestId }, { sku: 'MUG', qty: 2 });
    await addItem(api(), { cartId: guestId }, { sku: 'EBOOK', qty: 1 });
    const spot = await addItem(api(), { cartId: guestId }, hour('2026-07-01T10:00:00Z', '2026-07-01T11:00:00Z'));
    expect(spot.status).toBe(200);

    const merged = await cartCall(api(), 'merge', customer, { guestCartId: guestId });
    expect(merged.status).toBe(200);
    const quantities = (items: Array<{ sku: string; qty: number }>) =>
      Object.fromEntries(items.map((item) => [item.sku, item.qty]));
    expect(quantities(merged.body.result)).toEqual({ MUG: 3, EBOOK: 1, 'SPOT-A1': 1 });
    for (let i = 0; i < 3; i++) {
      const again = await cartCall(api(), 'merge', customer, { guestCartId: guestId });
      expect(quantities(again.body.result)).toEqual({ MUG: 3, EBOOK: 1, 'SPOT-A1': 1 });
    }
    expect((await cartCall(api(), 'pull', { cartId: guestId })).status).toBe(404);
    const holds = (await spots.holds(api().db)).filter((h) => h.from === Date.parse('2026-07-01T10:00:00Z'));
    expect(holds).toEqual([expect.objectContaining({ cartId: customer.cartId, qty: 1 })]);
  });

  it('refuses a merge without the customer’s token or with a bad guest id', async () => {
    const customer = await customerCart(api(), 'merge2@example.com');
    const guestId = await guestCart(api());
    expect((await cartCall(api(), 'merge', { cartId: customer.cartId }, { guestCartId: guestId })).status).toBe(404);
    const other = await customerCart(api(), 'merge3@example.com');
    const stolen = await cartCall(
      api(),
      'merge',
      { token: other.token, cartId: customer.cartId },
      { guestCartId: guestId },
    );
    expect(stolen.body).toEqual({ code: 401, result: 'not authorized' });
    expect((await cartCall(api(), 'merge', customer, { guestCartId: 'nope' })).status).toBe(400);
    expect((await cartCall(api(), 'merge', customer, { guestCartId: 'f'.repeat(32) })).status).toBe(404);
  });
});
