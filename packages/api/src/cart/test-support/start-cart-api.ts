import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiApp, type Api } from '../../app.js';
import { defaultApiConfig, deepMerge, type ApiConfig } from '../../config.js';
import type { SqlDatabase } from '../../db/sql.js';
import { SqlCatalogRepository } from '../../db/sql-catalog-repository.js';
import type { Mailer } from '../../mail/mailer.js';
import type { PaymentCheck } from '../../orders/payment-check.js';
import type { SpotHolds } from '../../spots/spot-holds.js';
import { closeTestApi, getJson } from '../../test-support/start-test-api.js';
import { getJsonFrom } from '../../test-support/request-from-address.js';
import { FAST_SCRYPT, registerAndLogin, type UserTestApi } from '../../users/test-support/start-user-api.js';
import { CART_PRODUCTS } from './cart-products.js';
import { listenOnLoopback } from '../../test-support/listen-on-loopback.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { writeProducts } from '../../test-support/write-products.js';
import { testClockAndMails } from '../../test-support/test-clock-and-mails.js';

export type CartTestApi = ShopTestApi;

/**
 * What the cart and the order test APIs start from: a data directory named after `prefix`, a config (fast password
 * hashing, then `overrides`) that names a fresh database of the suite's engine, and that database holding the cart
 * fixture catalogue.
 */
async function openCartShop(prefix: string, overrides: unknown = {}) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const config: ApiConfig = deepMerge(defaultApiConfig(dir), deepMerge({ users: { scrypt: FAST_SCRYPT } }, overrides));
  const opened = await openTestDatabase();
  // The config names the database the server really uses, for code (and child processes) that open it by config.
  config.databaseFile = opened.env.DATABASE_FILE ?? config.databaseFile;
  config.databaseUrl = opened.env.DATABASE_URL ?? config.databaseUrl;
  const catalog = new SqlCatalogRepository(opened.db);
  await writeProducts(catalog, config.catalog.defaultIndex, CART_PRODUCTS);
  return { dir, config, opened, catalog };
}

export interface ShopTestApi extends UserTestApi<SqlDatabase> {
  api: Api;
  catalog: SqlCatalogRepository;
}

export interface ShopApiOptions {
  overrides?: unknown;
  spots?: SpotHolds;
  mailer?: Mailer;
  /** The mailer of the config (SMTP when `mail.smtpUrl` is set) instead of the recording one. */
  configuredMailer?: boolean;
  payments?: PaymentCheck[];
}

/**
 * A real API on a random port over a fresh database of the suite's engine holding the cart fixture catalogue
 * (`CART_PRODUCTS`), with a clock pinned at 2026-06-01T08:00Z that the test moves, and a mailer that records (unless
 * one is given). `prefix` names its data directory.
 */
export async function startShopApi(prefix: string, options: ShopApiOptions = {}): Promise<ShopTestApi> {
  const { dir, config, opened, catalog } = await openCartShop(prefix, options.overrides);
  const sqlDb = opened.db;
  const { now, advance, mails, recordingMailer } = testClockAndMails(Date.parse('2026-06-01T08:00:00Z'));
  const { app, api } = createApiApp({
    config,
    catalog,
    database: sqlDb,
    ...(!options.configuredMailer && { mailer: options.mailer ?? recordingMailer }),
    now,
    ...(options.spots && { spots: options.spots }),
    ...(options.payments && { payments: options.payments }),
  });
  const { url, stop } = await listenOnLoopback(app);
  return {
    url,
    config,
    db: sqlDb,
    api,
    catalog,
    mails,
    advance,
    close: () => closeTestApi({ stop, api, opened, dir }),
  };
}

/** The shop API the cart tests run against (see `startShopApi`). */
export function startCartApi(options: { overrides?: unknown; spots?: SpotHolds } = {}): Promise<CartTestApi> {
  return startShopApi('storefront-cart-', options);
}

/**
 * A call to `/api/cart/<endpoint>` with `token` and `cartId` in the query, as VSF's frontend makes it. `from`: another
 * loopback address to call from (a second client).
 */
export function cartCall(
  api: UserTestApi,
  endpoint: string,
  query: { token?: string; cartId?: string | number; coupon?: string; from?: string } = {},
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
) {
  const url = new URL(`${api.url}/api/cart/${endpoint}`);
  url.searchParams.set('token', query.token ?? '');
  if (query.cartId !== undefined) url.searchParams.set('cartId', String(query.cartId));
  if (query.coupon !== undefined) url.searchParams.set('coupon', query.coupon);
  if (query.from !== undefined)
    return getJsonFrom(query.from, url.toString(), {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  return getJson(url.toString(), {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
}

/** A new guest cart: its masked id. */
export async function guestCart(api: UserTestApi, from?: string): Promise<string> {
  const created = await cartCall(api, 'create', { ...(from !== undefined && { from }) }, undefined, 'POST');
  return created.body.result as string;
}

/** A registered, logged-in customer and the id of their cart. */
export async function customerCart(api: UserTestApi, email: string) {
  const { token } = await registerAndLogin(api, email);
  const created = await cartCall(api, 'create', { token }, undefined, 'POST');
  return { token, cartId: created.body.result as number };
}

export const addItem = (
  api: UserTestApi,
  query: { token?: string; cartId: string | number; from?: string },
  cartItem: unknown,
) => cartCall(api, 'update', query, { cartItem });

/** `collect-totals` with the flat-rate shipping and the given payment method, as the checkout sends it. */
export const collectTotals = (api: UserTestApi, query: { token?: string; cartId: string | number }, payment: string) =>
  cartCall(api, 'collect-totals', query, {
    methods: { paymentMethod: { method: payment }, shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' },
  });
