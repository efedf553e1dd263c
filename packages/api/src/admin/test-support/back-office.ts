import type { AdminRole } from '@storefront/core';
import { afterAll, beforeAll } from 'vitest';
import { sql, type SqlDatabase } from '../../db/sql.js';
import { startOrderApi, type OrderTestApi } from '../../orders/test-support/start-order-api.js';
import { getJson } from '../../test-support/start-test-api.js';
import { placeOrderPaidWithFakeProvider, postReviewClaimingApproval } from '../../test-support/shopper-calls.js';
import { hashPassword } from '../../users/password-hash.js';
import { FAST_SCRYPT } from '../../users/test-support/start-user-api.js';
import { adminUsers } from '../admin-users.js';

export const ADMIN_PASSWORD = 'a long back-office password';

/** A back-office user straight in the database (as `npm run admin -- add` makes one). */
export async function addAdmin(api: { db: SqlDatabase }, email: string, role: AdminRole, password = ADMIN_PASSWORD) {
  return adminUsers.add(api.db, { email, role, passwordHash: await hashPassword(password, FAST_SCRYPT) }, Date.now());
}

/**
 * One shop API for a test file, started before its tests with one back-office user of `role` (`<role>@shop.test`)
 * signed in, and closed after them; `started` gets both (`({ api, token: staff } = started)`).
 */
export function backOfficeApiPerFile(
  role: AdminRole,
  started: (running: { api: OrderTestApi; token: string }) => void,
): void {
  let api: OrderTestApi | undefined;
  beforeAll(async () => {
    api = await startOrderApi();
    await addAdmin(api, `${role}@shop.test`, role);
    started({ api, token: await adminLogin(api, `${role}@shop.test`) });
  });
  afterAll(() => api?.close());
}

export interface AdminCallOptions {
  token?: string | undefined;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** A call to `/api/admin<path>` with the bearer token. */
export function adminCall(api: { url: string }, path: string, options: AdminCallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  return getJson(`${api.url}/api/admin${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
  });
}

/** Signs in: the session's bearer token. */
export async function adminLogin(api: { url: string }, email: string, password = ADMIN_PASSWORD, otp?: string) {
  const reply = await adminCall(api, '/login', { body: { email, password, ...(otp && { otp }) } });
  if (reply.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.result.token as string;
}

/** The audit rows, oldest first. */
export function auditRows(db: SqlDatabase) {
  return db.all<{ id: number; action: string; user_email: string; target_type: string; target_id: string }>(
    sql`SELECT id, action, user_email, target_type, target_id FROM admin_audit ORDER BY id`,
  );
}

/** Posts a review of `productId` claiming it is approved (`review_status: 1`): its stored document. */
export function postReview(api: { url: string }, productId: number, title = 'Great mug') {
  return postReviewClaimingApproval(api.url, productId, title, 'Holds coffee.');
}

/** Pays an order with the local fake provider and places it: the order's number. */
export function placePaidOrder(api: { url: string }, body: { order_id: string; addressInformation: object }) {
  return placeOrderPaidWithFakeProvider(api.url, body);
}

/** The body of a phone booking the back-office takes for a caller (`POST /api/admin/spots/:sku/bookings`). */
export const phoneBookingBody = (orderId: string) => ({
  orderId,
  from: '2026-06-08T10:00:00Z',
  to: '2026-06-08T11:00:00Z',
  email: 'caller@example.com',
  firstname: 'Grace',
  lastname: 'Hopper',
  telephone: '0123456789',
  postcode: '75001',
});
