import { startShopApi, type ShopApiOptions, type ShopTestApi } from '../../cart/test-support/start-cart-api.js';
import { sql, type SqlDatabase } from '../../db/sql.js';
import { getJson } from '../../test-support/start-test-api.js';
import { writeProducts } from '../../test-support/write-products.js';

export type OrderTestApi = ShopTestApi;
export type OrderApiOptions = Omit<ShopApiOptions, 'spots'>;

/** The shop API the order tests run against (see `startShopApi`). */
export function startOrderApi(options: OrderApiOptions = {}): Promise<OrderTestApi> {
  return startShopApi('storefront-orders-', options);
}

/** Adds products (catalogue documents) to the test API's default index, beside the cart fixture catalogue. */
export async function addProducts(api: OrderTestApi, products: ReadonlyArray<Record<string, unknown>>): Promise<void> {
  await writeProducts(api.catalog, api.config.catalog.defaultIndex, products);
}

/** `POST /api/order` as VSF sends it: the whole order as JSON, the customer's token (if any) in the query. */
export function placeOrder(api: { url: string }, body: unknown, query: { token?: string; storeCode?: string } = {}) {
  const url = new URL(`${api.url}/api/order`);
  if (query.token !== undefined) url.searchParams.set('token', query.token);
  if (query.storeCode !== undefined) url.searchParams.set('storeCode', query.storeCode);
  return getJson(url.toString(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const ADDRESS = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  street: ['Main Street', '1'],
  city: 'London',
  postcode: 'N1 9GU',
  country_id: 'GB',
  telephone: '',
  email: 'ada@example.com',
};

let counter = 0;

/** A fresh, unguessable-looking order id (VSF's `<epoch ms>-<uuid>` shape). */
export const newOrderId = () =>
  `${Date.now()}-${(++counter).toString(16).padStart(8, '0')}-4b1d-8c2e-${crypto.randomUUID().slice(-12)}`;

/** A cash-on-delivery order body of plain products, as our storefront sends it. */
export function orderBody(
  products: Array<Record<string, unknown>>,
  extra: { cart_id?: string; user_id?: string; order_id?: string; payment?: string; email?: string } = {},
) {
  const address = { ...ADDRESS, ...(extra.email && { email: extra.email }) };
  return {
    order_id: extra.order_id ?? newOrderId(),
    user_id: extra.user_id ?? '',
    cart_id: extra.cart_id ?? '',
    transmited: false,
    created_at: '2026-06-01T08:00:00.000Z',
    updated_at: '2026-06-01T08:00:00.000Z',
    products: products.map((product) => ({ qty: 1, price: 0, ...product })),
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: extra.payment ?? 'cashondelivery',
      payment_method_additional: {},
    },
  };
}

/** Placed orders in the database. */
export const orderCount = async (api: { db: SqlDatabase }) =>
  (await api.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM orders WHERE state = 'placed'`))!.n;
