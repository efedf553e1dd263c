import { roundPrice } from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addItem, cartCall, customerCart, guestCart } from '../cart/test-support/start-cart-api.js';
import { CART_PRODUCTS } from '../cart/test-support/cart-products.js';
import { getJson, postJson } from '../test-support/start-test-api.js';
import { call, registerAndLogin } from '../users/test-support/start-user-api.js';
import { sampleOrder } from './test-support/sample-orders.js';
import { orderBody, orderCount, placeOrder, startOrderApi, type OrderTestApi } from './test-support/start-order-api.js';
import { sqlValue } from '../cart/test-support/sql-value.js';
import { sql } from '../db/sql.js';

let api: OrderTestApi;
beforeEach(async () => {
  api = await startOrderApi();
});
afterEach(async () => {
  await api.close();
});

const idOf = async (token: string) => String((await call(api, 'me', undefined, { token })).body.result.id);
const historyOf = async (token: string) => (await call(api, 'order-history', undefined, { token })).body.result;

describe('ownership', () => {
  it('refuses a customer order with another customer’s token (401) and writes nothing', async () => {
    const ada = await registerAndLogin(api, 'ada@example.com');
    const bob = await registerAndLogin(api, 'bob@example.com');
    const reply = await placeOrder(api, orderBody([{ sku: 'MUG' }], { user_id: await idOf(ada.token) }), {
      token: bob.token,
    });
    expect(reply.body).toEqual({ code: 401, result: 'not authorized' });
    expect(await orderCount(api)).toBe(0);
  });

  it('refuses an invalid token with 401', async () => {
    const reply = await placeOrder(api, orderBody([{ sku: 'MUG' }]), { token: 'forged.token.value' });
    expect(reply.status).toBe(401);
    expect(await orderCount(api)).toBe(0);
  });

  it('places a user_id without a token as a guest order, never in that customer’s history', async () => {
    const ada = await registerAndLogin(api, 'ada@example.com');
    const reply = await placeOrder(api, orderBody([{ sku: 'MUG' }], { user_id: await idOf(ada.token) }));
    expect(reply.status).toBe(200);
    expect(await sqlValue(api.db, sql`SELECT customer_id FROM orders`)).toBeNull();
    expect((await historyOf(ada.token)).total_count).toBe(0);
  });

  it('refuses another customer’s cart (401), leaving it active', async () => {
    const ada = await customerCart(api, 'ada@example.com');
    await addItem(api, ada, { sku: 'MUG', qty: 1 });
    const bob = await registerAndLogin(api, 'bob@example.com');
    const body = orderBody([{ sku: 'MUG' }], { user_id: await idOf(bob.token), cart_id: String(ada.cartId) });
    const reply = await placeOrder(api, body, { token: bob.token });
    expect(reply.body).toEqual({ code: 401, result: 'not authorized' });
    expect((await cartCall(api, 'pull', ada)).body.result).toHaveLength(1);
    expect(await orderCount(api)).toBe(0);
  });

  it('places a guest order naming someone else’s customer cart from its body alone, leaving that cart as it was', async () => {
    const ada = await customerCart(api, 'ada@example.com');
    await addItem(api, ada, { sku: 'MUG', qty: 1 });
    const reply = await placeOrder(api, orderBody([{ sku: 'MUG' }], { cart_id: String(ada.cartId) }));
    expect(reply.status).toBe(200);
    expect((await cartCall(api, 'pull', ada)).body.result).toHaveLength(1);
    expect(await sqlValue(api.db, sql`SELECT cart_id FROM orders`)).toBeNull();
  });
});

describe('the request', () => {
  it('takes the customer token as Authorization: Bearer too', async () => {
    const ada = await registerAndLogin(api, 'ada@example.com');
    const reply = await getJson(`${api.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ada.token}` },
      body: JSON.stringify(orderBody([{ sku: 'MUG' }], { user_id: await idOf(ada.token) })),
    });
    expect(reply.status).toBe(200);
    expect((await historyOf(ada.token)).total_count).toBe(1);
  });

  it('prices from the store view’s catalogue (storeCode or x-vs-store-code) and keeps its code', async () => {
    // The fixture catalogue lives in the default index only: the German store has no MUG.
    const german = await placeOrder(api, orderBody([{ sku: 'MUG' }]), { storeCode: 'de' });
    expect(german.status).toBe(500);
    const byHeader = await getJson(`${api.url}/api/order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vs-store-code': 'de' },
      body: JSON.stringify(orderBody([{ sku: 'MUG' }])),
    });
    expect(byHeader.status).toBe(500);
    const unknownStore = await placeOrder(api, { ...orderBody([{ sku: 'MUG' }]), store_code: 'nowhere' });
    expect(unknownStore.status).toBe(200);
    expect(await sqlValue(api.db, sql`SELECT store_code FROM orders`)).toBe('');
  });
});

describe('server prices and stock', () => {
  it('never charges a forged price: the catalogue’s is charged', async () => {
    const reply = await placeOrder(api, orderBody([{ sku: 'TEE-RED', price: 1, priceInclTax: 1 }]));
    expect(reply.status).toBe(200);
    expect(await sqlValue(api.db, sql`SELECT price FROM order_items`)).toBe(22);
  });

  it('charges a logged-in customer their group’s tier price', async () => {
    const ada = await registerAndLogin(api, 'ada@example.com');
    const reply = await placeOrder(api, orderBody([{ sku: 'TIERED' }], { user_id: await idOf(ada.token) }), {
      token: ada.token,
    });
    expect(reply.status).toBe(200);
    expect(await sqlValue(api.db, sql`SELECT price FROM order_items`)).toBe(34);
  });

  it('refuses with 400 when a price we signed has changed in the catalogue since, writing nothing', async () => {
    const search = `${api.url}/api/catalog/vue_storefront_catalog/product/_search?size=1&_source_exclude=description`;
    const hit = (await postJson(search, { query: { term: { sku: 'MUG' } } })).body.hits.hits[0]._source;
    expect(hit.sgn).toEqual(expect.any(String));
    const shown = { sku: 'MUG', price: hit.price, priceInclTax: hit.priceInclTax, sgn: hit.sgn };
    // Unchanged: the signed price is the catalogue's, the order is placed.
    expect((await placeOrder(api, orderBody([shown]))).status).toBe(200);
    const mug = CART_PRODUCTS.find((p) => p.sku === 'MUG')!;
    await api.catalog.write([
      {
        kind: 'upsert',
        index: api.config.catalog.defaultIndex,
        entity: 'product',
        document: { id: String(mug.id), source: { ...mug, price: 12 } },
      },
    ]);
    const changed = await placeOrder(api, orderBody([shown]));
    expect(changed.body).toEqual({ code: 400, result: 'The price of MUG has changed. Please review your cart.' });
    expect(await orderCount(api)).toBe(1);
    // A signature of another shop proves nothing and is ignored: the catalogue's new price is charged.
    const foreign = await placeOrder(
      api,
      orderBody([{ ...shown, sgn: 'kzZQmEW7jarL40hnOCNzZGQGO9JuAYB7mCo7EkUdUtg' }]),
    );
    expect(foreign.status).toBe(200);
    expect(await sqlValue(api.db, sql`SELECT price FROM order_items ORDER BY id DESC`)).toBe(12);
  });

  it.each([
    ['an unknown sku', 'NO-SUCH-SKU'],
    ['an out-of-stock product', 'GONE'],
    ['a grouped product', 'SET'],
    ['a product without a price', 'FREEBIE'],
    ['a malformed catalogue document', 'BROKEN-TEE'],
  ])('answers %s with the contract’s 500 Error while adding products, writing nothing', async (_what, sku) => {
    const body = orderBody([{ sku: 'MUG' }, { sku }]);
    const reply = await placeOrder(api, body);
    expect(reply.status).toBe(500);
    expect(reply.body.result).toMatch(new RegExp(`^Error while adding products\\. ${sku}: `));
    expect(await orderCount(api)).toBe(0);
    // The refusal gave the order_id back: once the cart is fixed, the same key places the order.
    const fixed = await placeOrder(api, { ...body, products: [body.products[0]] });
    expect(fixed.status).toBe(200);
  });

  it('refuses cash on delivery for a virtual-only order (400) and accepts it when something is shipped', async () => {
    const virtual = await placeOrder(api, orderBody([{ sku: 'EBOOK' }]));
    expect(virtual.body).toEqual({ code: 400, result: 'The requested Payment Method is not available.' });
    expect((await placeOrder(api, orderBody([{ sku: 'EBOOK' }, { sku: 'MUG' }]))).status).toBe(200);
  });

  it('refuses a payment method nobody checks', async () => {
    const reply = await placeOrder(api, orderBody([{ sku: 'MUG' }], { payment: 'checkmo' }));
    expect(reply.body).toEqual({ code: 400, result: 'The requested Payment Method is not available.' });
  });

  it('needs a shipping address when something is shipped, and none for a virtual order', async () => {
    const body = orderBody([{ sku: 'MUG' }]);
    delete (body.addressInformation as { shippingAddress?: unknown }).shippingAddress;
    const reply = await placeOrder(api, body);
    expect(reply.status).toBe(400);
    expect(reply.body.result).toEqual([expect.objectContaining({ path: 'addressInformation.shippingAddress' })]);
    expect(await orderCount(api)).toBe(0);
  });

  it('bills a downloads-only order to an address without a street and a city, never a shipped one', async () => {
    const billingOnly = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      street: [],
      city: '',
      postcode: '62701',
      country_id: 'US',
    };
    const virtual = orderBody([{ sku: 'EBOOK' }], { payment: 'vsfpaypal' });
    delete (virtual.addressInformation as { shippingAddress?: unknown }).shippingAddress;
    virtual.addressInformation.billingAddress =
      billingOnly as unknown as typeof virtual.addressInformation.billingAddress;
    const shipped = orderBody([{ sku: 'MUG' }]);
    shipped.addressInformation.billingAddress =
      billingOnly as unknown as typeof shipped.addressInformation.billingAddress;
    const refused = await placeOrder(api, shipped);
    expect(refused.status).toBe(400);
    expect(refused.body.result).toEqual([
      { path: 'addressInformation.billingAddress.street', message: 'must name the street' },
      { path: 'addressInformation.billingAddress.city', message: 'must not be empty' },
    ]);
    expect(await orderCount(api)).toBe(0);
    // The address passes; what the downloads-only order is asked next is the payment provider's approval.
    const placed = await placeOrder(api, virtual);
    expect(placed.body).toEqual({ code: 400, result: 'payment_method_additional.orderID is required for Paypal.' });
  });

  it('answers a bad body with 400 and readable errors for every product, writing nothing', async () => {
    const body = orderBody([{ sku: 'MUG', qty: 0 }, { sku: '' }]);
    const reply = await placeOrder(api, body);
    expect(reply.status).toBe(400);
    expect(reply.body.result.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['products.0.qty', 'products.1.sku']),
    );
    expect(await sqlValue(api.db, sql`SELECT count(*) FROM orders`)).toBe(0);
    expect((await placeOrder(api, '{"products": [')).status).toBe(400);
  });
});

describe('coupons', () => {
  it('takes the cart’s coupon off the total and redeems it once, however often the order is retried', async () => {
    api.api.coupons.add({ code: 'ONCE', type: 'fixed', amount: 5, usageLimit: 1 });
    const cartId = await guestCart(api);
    await addItem(api, { cartId }, { sku: 'MUG', qty: 1 });
    await cartCall(api, 'apply-coupon', { cartId, coupon: 'ONCE' }, {}, 'POST');
    const totals = (await cartCall(api, 'totals', { cartId })).body.result;
    const body = orderBody([{ sku: 'MUG' }], { cart_id: cartId });
    const reply = await placeOrder(api, body);
    expect(reply.status).toBe(200);
    await placeOrder(api, body);
    const row = (await api.db.get(sql`SELECT grand_total, coupon_code FROM orders`)) as Record<string, unknown>;
    // Shipping was not chosen on the cart; the order ships Standard (4.95 incl. tax).
    expect(row).toEqual({ grand_total: roundPrice(totals.grand_total + 4.95), coupon_code: 'ONCE' });
    expect(await sqlValue(api.db, sql`SELECT times_used FROM coupons WHERE code = ${'ONCE'}`)).toBe(1);
  });

  it('refuses an order whose cart coupon was used up meanwhile (400), writing nothing', async () => {
    api.api.coupons.add({ code: 'ONCE', type: 'fixed', amount: 5, usageLimit: 1 });
    const first = await guestCart(api);
    const second = await guestCart(api);
    for (const cartId of [first, second]) {
      await addItem(api, { cartId }, { sku: 'MUG', qty: 1 });
      await cartCall(api, 'apply-coupon', { cartId, coupon: 'ONCE' }, {}, 'POST');
    }
    expect((await placeOrder(api, orderBody([{ sku: 'MUG' }], { cart_id: first }))).status).toBe(200);
    const late = await placeOrder(api, orderBody([{ sku: 'MUG' }], { cart_id: second }));
    expect(late.body).toEqual({ code: 400, result: "You've entered an incorrect coupon code. Please try again." });
    expect(await orderCount(api)).toBe(1);
    expect((await cartCall(api, 'pull', { cartId: second })).status).toBe(200);
  });
});

describe('parking spot bookings', () => {
  const booking = { sku: 'SPOT-A1', qty: 1, book_from: '2026-06-02T10:00:00Z', book_to: '2026-06-02T12:00:00Z' };
  const spotBody = (cartId: string, extra: object = {}) => {
    const body = orderBody([{ ...booking, is_monthly: false, price: 8, ...extra }], {
      cart_id: cartId,
      payment: 'cashondelivery',
    });
    delete (body.addressInformation as { shippingAddress?: unknown }).shippingAddress;
    return body;
  };
  const spotAndMug = (cartId: string) => {
    const body = orderBody([{ ...booking, is_monthly: false, price: 8 }, { sku: 'MUG' }], { cart_id: cartId });
    return body;
  };

  it('books the held spot with the order at the held price, and the place stays taken', async () => {
    const cartId = await guestCart(api);
    expect((await addItem(api, { cartId }, booking)).status).toBe(200);
    await addItem(api, { cartId }, { sku: 'MUG', qty: 1 });
    const body = spotAndMug(cartId);
    const reply = await placeOrder(api, body);
    expect(reply.status).toBe(200);
    const items = await api.db.all(sql`SELECT sku, price, book_from, book_to FROM order_items ORDER BY id`);
    expect(items[0]).toEqual({ sku: 'SPOT-A1', price: 8, book_from: booking.book_from, book_to: booking.book_to });
    expect(await api.db.get(sql`SELECT order_id, expires_at FROM spot_holds`)).toEqual({
      order_id: body.order_id,
      expires_at: null,
    });
    // Long after any hold would have expired, the place is still booked.
    api.advance(24 * 3600_000);
    const other = await guestCart(api);
    expect((await addItem(api, { cartId: other }, booking)).status).toBe(409);
  });

  it('refuses a booking line with no hold in the caller’s cart (409), writing nothing', async () => {
    const cartId = await guestCart(api);
    await addItem(api, { cartId }, { sku: 'MUG', qty: 1 });
    const reply = await placeOrder(api, spotAndMug(cartId));
    expect(reply.body).toEqual({ code: 409, result: 'This spot is not available for the chosen period.' });
    expect(await orderCount(api)).toBe(0);
    expect((await placeOrder(api, spotAndMug(''))).status).toBe(409);
  });

  it('refuses a hold that expired and whose place someone else took meanwhile (409)', async () => {
    const mine = await guestCart(api);
    await addItem(api, { cartId: mine }, booking);
    await addItem(api, { cartId: mine }, { sku: 'MUG', qty: 1 });
    api.advance(16 * 60_000);
    const theirs = await guestCart(api);
    expect((await addItem(api, { cartId: theirs }, booking)).status).toBe(200);
    const reply = await placeOrder(api, spotAndMug(mine));
    expect(reply.status).toBe(409);
    expect(reply.body.result).toMatch(/^This spot is not available for the chosen period\./);
    expect(await orderCount(api)).toBe(0);
  });

  it('refuses the second of two orders of one cart’s booking', async () => {
    const cartId = await guestCart(api);
    await addItem(api, { cartId }, booking);
    await addItem(api, { cartId }, { sku: 'MUG', qty: 1 });
    expect((await placeOrder(api, spotAndMug(cartId))).status).toBe(200);
    expect((await placeOrder(api, spotAndMug(cartId))).status).toBe(409);
    expect(await orderCount(api)).toBe(1);
  });

  it('books only the ordered lines: a held spot the order leaves out is released, not booked', async () => {
    const cartId = await guestCart(api);
    const later = { ...booking, book_from: '2026-06-03T10:00:00Z', book_to: '2026-06-03T12:00:00Z' };
    await addItem(api, { cartId }, booking);
    await addItem(api, { cartId }, later);
    await addItem(api, { cartId }, { sku: 'MUG', qty: 1 });
    const body = spotAndMug(cartId);
    expect((await placeOrder(api, body)).status).toBe(200);
    expect(await api.db.all(sql`SELECT order_id, from_ms FROM spot_holds ORDER BY from_ms`)).toEqual([
      { order_id: body.order_id, from_ms: Date.parse(booking.book_from) },
    ]);
    const other = await guestCart(api);
    expect((await addItem(api, { cartId: other }, later)).status).toBe(200);
  });

  it('refuses a booking line whose places differ from its hold (409)', async () => {
    const cartId = await guestCart(api);
    await addItem(api, { cartId }, booking);
    const body = spotAndMug(cartId);
    body.products[0]!.qty = 2;
    expect((await placeOrder(api, body)).status).toBe(409);
  });

  it('refuses cash on delivery for a booking alone (virtual-only)', async () => {
    const cartId = await guestCart(api);
    await addItem(api, { cartId }, booking);
    const reply = await placeOrder(api, spotBody(cartId));
    expect(reply.body).toEqual({ code: 400, result: 'The requested Payment Method is not available.' });
  });
});

describe('the VSF 1 sample orders', () => {
  it.each(['testOrderAnon', 'testOrderAuth'] as const)(
    '%s passes validation as it is, and only its unknown skus stop it (500 Error while adding products)',
    async (name) => {
      const reply = await placeOrder(api, sampleOrder(name));
      expect(reply.status).toBe(500);
      expect(reply.body.result).toMatch(/^Error while adding products\. /);
    },
  );

  it('places testOrderAnon once its sku is one of ours, and once only', async () => {
    const body = sampleOrder('testOrderAnon');
    body.products[0].sku = 'MUG';
    const first = await placeOrder(api, body);
    expect(first.status).toBe(200);
    expect((await placeOrder(api, { ...body, transmited: true })).body).toEqual(first.body);
    expect(await orderCount(api)).toBe(1);
    expect(api.mails.map((m) => [m.kind, m.to])).toEqual([['order-confirmation', 'pkarwatka222@divante.pl']]);
  });

  it('places testOrderAuth for the customer whose token and user_id it carries, once its skus are ours', async () => {
    const ada = await registerAndLogin(api, 'ada@example.com');
    const body = sampleOrder('testOrderAuth');
    const ours = ['TEE-GREEN', 'MUG', 'BALL', 'TIERED', 'TEE-RED', 'MUG', 'BALL'];
    body.products.forEach((product: { sku: string }, i: number) => (product.sku = ours[i]!));
    body.user_id = await idOf(ada.token);
    const reply = await placeOrder(api, body, { token: ada.token });
    expect(reply.status).toBe(200);
    const history = await historyOf(ada.token);
    expect(history.items.map((o: { increment_id: string }) => o.increment_id)).toEqual([reply.body.result.orderNumber]);
    expect(history.items[0].items).toHaveLength(7);
  });
});
