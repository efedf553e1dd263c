import { describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { orderBody, placeOrder, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { registerAndLogin } from '../users/test-support/start-user-api.js';
import type { AdminRouteInfo } from './admin-guard.js';
import {
  addAdmin,
  adminCall,
  adminLogin,
  auditRows,
  placePaidOrder,
  postReview,
  backOfficeApiPerFile,
  phoneBookingBody,
} from './test-support/back-office.js';
import { totpCode } from './totp.js';

let api: OrderTestApi;
let owner: string;

backOfficeApiPerFile('owner', (started) => ({ api, token: owner } = started));

interface Write {
  path: string;
  body?: unknown;
  method?: string;
  token?: string;
  action: string;
}

describe('every back-office write is audited in its own transaction', () => {
  it('each write route, called rightly, adds exactly its audit row (who, what, before and after)', async () => {
    const staff = await addAdmin(api, 'staff@shop.test', 'staff');
    const enrol = await addAdmin(api, 'enrol@shop.test', 'staff');
    const enrolToken = await adminLogin(api, 'enrol@shop.test');
    const leaving = await adminLogin(api, 'staff@shop.test');
    const customer = await registerAndLogin(api, 'shopper@example.com');
    const cod = (await placeOrder(api, orderBody([{ sku: 'MUG' }], { email: 'shopper@example.com' }))).body.result
      .orderNumber as string;
    const paid = await placePaidOrder(api, orderBody([{ sku: 'MUG', qty: 2 }], { payment: 'vsfpaypal' }));
    const approve = await postReview(api, 1, 'First');
    const reject = await postReview(api, 1, 'Second');
    await api.db.run(
      sql`INSERT INTO mail_outbox (kind, "from", "to", subject, text, created_at, status, error)
          VALUES ('welcome', 'shop@localhost', 'a@example.com', 'Hi', 'Hi', '2026-06-01T08:00:00.000Z', 'failed', 'down')`,
    );
    const mailId = (await api.db.get<{ id: number }>(sql`SELECT MAX(id) AS id FROM mail_outbox`))!.id;
    await api.catalog.write(
      (['category', 'cms_page', 'cms_block'] as const).map((entity) => ({
        kind: 'upsert' as const,
        index: api.config.catalog.defaultIndex,
        entity,
        document: { id: '70', source: { id: 70, name: 'Old', title: 'Old', content: '<p>Old</p>', is_active: true } },
      })),
    );
    const writes: Record<string, () => Promise<Write>> = {
      'post /logout': async () => ({ path: '/logout', method: 'POST', token: leaving, action: 'session.logout' }),
      'post /me/totp': async () => ({ path: '/me/totp', method: 'POST', token: enrolToken, action: 'user.totp-start' }),
      'post /me/totp/confirm': async () => {
        const secret = (await api.db.get<{ s: string }>(
          sql`SELECT totp_pending_secret AS s FROM admin_users WHERE id = ${enrol.id}`,
        ))!.s;
        return {
          path: '/me/totp/confirm',
          body: { otp: totpCode(secret, Date.parse('2026-06-01T08:00:00Z')) },
          token: enrolToken,
          action: 'user.totp-on',
        };
      },
      'post /users': async () => ({
        path: '/users',
        body: { email: 'new@shop.test', role: 'staff', password: 'another long password' },
        action: 'user.add',
      }),
      'patch /users/:id': async () => ({
        path: `/users/${staff.id}`,
        method: 'PATCH',
        body: { role: 'owner' },
        action: 'user.change',
      }),
      'post /users/:id/revoke-sessions': async () => ({
        path: `/users/${staff.id}/revoke-sessions`,
        method: 'POST',
        action: 'user.revoke-sessions',
      }),
      'post /users/:id/totp/reset': async () => ({
        path: `/users/${enrol.id}/totp/reset`,
        method: 'POST',
        action: 'user.totp-reset',
      }),
      'put /settings': async () => ({
        path: '/settings',
        method: 'PUT',
        body: { requireTotp: false },
        action: 'settings.change',
      }),
      'post /orders/:number/status': async () => ({
        path: `/orders/${cod}/status`,
        body: { status: 'processing', note: 'Packing' },
        action: 'order.status',
      }),
      'post /orders/:number/refund': async () => ({
        path: `/orders/${paid}/refund`,
        method: 'POST',
        action: 'order.refund',
      }),
      'post /orders/:number/resend-confirmation': async () => ({
        path: `/orders/${cod}/resend-confirmation`,
        method: 'POST',
        action: 'order.resend-confirmation',
      }),
      'post /reviews/:id/approve': async () => ({
        path: `/reviews/${approve.id}/approve`,
        method: 'POST',
        action: 'review.approve',
      }),
      'post /reviews/:id/reject': async () => ({
        path: `/reviews/${reject.id}/reject`,
        method: 'POST',
        action: 'review.reject',
      }),
      'post /customers/:id/lock': async () => ({
        path: `/customers/${customer.customer.id}/lock`,
        body: { note: 'Chargebacks' },
        action: 'customer.lock',
      }),
      'post /customers/:id/unlock': async () => ({
        path: `/customers/${customer.customer.id}/unlock`,
        body: {},
        action: 'customer.unlock',
      }),
      'post /customers/:id/reset-password': async () => ({
        path: `/customers/${customer.customer.id}/reset-password`,
        method: 'POST',
        action: 'customer.reset-link',
      }),
      'post /mail/:id/resend': async () => ({ path: `/mail/${mailId}/resend`, method: 'POST', action: 'mail.resend' }),
      'patch /spots/:sku': async () => ({
        path: '/spots/SPOT-A1',
        method: 'PATCH',
        body: { places: 2, booking_buffer_minutes: 5 },
        action: 'spot.change',
      }),
      'post /spots/:sku/blocks': async () => ({
        path: '/spots/SPOT-A1/blocks',
        body: { from: '2026-06-07T10:00:00Z', to: '2026-06-07T12:00:00Z', places: 1, reason: 'Line painting' },
        action: 'spot.block',
      }),
      'post /spots/:sku/bookings': async () => ({
        path: '/spots/SPOT-A1/bookings',
        body: phoneBookingBody('phone-audit-000000000001'),
        action: 'spot.phone-booking',
      }),
      'delete /spots/:sku/blocks/:id': async () => {
        const block = await api.db.get<{ id: number }>(sql`SELECT MAX(id) AS id FROM spot_blocks`);
        return { path: `/spots/SPOT-A1/blocks/${block!.id}`, method: 'DELETE', action: 'spot.unblock' };
      },
      'patch /products/:sku': async () => ({
        path: '/products/MUG',
        method: 'PATCH',
        body: { price: 12.5, special_price: 9, special_from_date: '2026-06-01', qty: 4, is_in_stock: true },
        action: 'product.change',
      }),
      'patch /categories/:id': async () => ({
        path: '/categories/70',
        method: 'PATCH',
        body: { name: 'Renamed', position: 2 },
        action: 'category.change',
      }),
      'patch /cms/pages/:id': async () => ({
        path: '/cms/pages/70',
        method: 'PATCH',
        body: { title: 'New', content: '<p>New</p>' },
        action: 'cms-page.change',
      }),
      'patch /cms/blocks/:id': async () => ({
        path: '/cms/blocks/70',
        method: 'PATCH',
        body: { active: false },
        action: 'cms-block.change',
      }),
      'post /coupons': async () => ({
        path: '/coupons',
        body: { code: 'AUDIT5', type: 'fixed', amount: 5 },
        action: 'coupon.add',
      }),
      'patch /coupons/:code': async () => ({
        path: '/coupons/AUDIT5',
        method: 'PATCH',
        body: { usageLimit: 10 },
        action: 'coupon.change',
      }),
      'post /coupons/:code/end': async () => ({ path: '/coupons/AUDIT5/end', method: 'POST', action: 'coupon.end' }),
      'post /webhooks/deliveries/:id/resend': async () => {
        const event = await api.db.get<{ id: number }>(sql`SELECT MAX(id) AS id FROM webhook_events`);
        await api.db.run(
          sql`INSERT INTO webhook_deliveries (event_id, url, state, attempts, next_at, created_at, updated_at)
              VALUES (${event!.id}, 'http://127.0.0.1:9/hooks', 'failed', 3, 0, 0, 0)`,
        );
        const delivery = await api.db.get<{ id: number }>(sql`SELECT MAX(id) AS id FROM webhook_deliveries`);
        return { path: `/webhooks/deliveries/${delivery!.id}/resend`, method: 'POST', action: 'webhook.resend' };
      },
    };
    const writeRoutes = api.api.admin.routes.filter((route: AdminRouteInfo) => route.method !== 'get');
    // A new write route fails here until it has its case, so its audit is checked too.
    expect(writeRoutes.map((route) => `${route.method} ${route.path}`).sort()).toEqual(Object.keys(writes).sort());
    for (const route of writeRoutes) {
      const write = await writes[`${route.method} ${route.path}`]!();
      const before = (await auditRows(api.db)).length;
      const reply = await adminCall(api, write.path, {
        token: write.token ?? owner,
        method: write.method ?? 'POST',
        ...(write.body !== undefined && { body: write.body }),
      });
      expect([route.path, reply.status, reply.body.code]).toEqual([
        route.path,
        reply.status < 300 ? reply.status : 200,
        reply.status < 300 ? reply.status : 200,
      ]);
      const after = await auditRows(api.db);
      expect([route.path, after.slice(before).map((row) => row.action)]).toEqual([route.path, [write.action]]);
    }
    const listed = await adminCall(api, '/audit?action=order.refund', { token: owner });
    expect(listed.body.result.total).toBe(1);
    expect(listed.body.result.items[0]).toMatchObject({
      user: 'owner@shop.test',
      action: 'order.refund',
      targetType: 'order',
      targetId: paid,
      before: { refund: null },
      after: { refund: { amount: expect.any(Number), currency: 'USD' } },
    });
    const paged = await adminCall(api, '/audit?pageSize=2&page=2', { token: owner });
    expect(paged.body.result.items).toHaveLength(2);
    expect(paged.body.result.total).toBeGreaterThan(15);
    expect((await adminCall(api, '/audit?pageSize=500', { token: owner })).status).toBe(400);
  });

  it('a write whose audit cannot be written is undone with it', async () => {
    const number = (await placeOrder(api, orderBody([{ sku: 'MUG' }]))).body.result.orderNumber as string;
    // The audit table refuses rows for a moment: the status change in the same transaction must not stay.
    await api.db.run(sql`ALTER TABLE admin_audit RENAME TO admin_audit_away`);
    try {
      const reply = await adminCall(api, `/orders/${number}/status`, { token: owner, body: { status: 'complete' } });
      expect(reply.status).toBe(500);
    } finally {
      await api.db.run(sql`ALTER TABLE admin_audit_away RENAME TO admin_audit`);
    }
    const order = await adminCall(api, `/orders/${number}`, { token: owner });
    expect(order.body.result.status).toBe('pending');
    expect(order.body.result.history).toHaveLength(1);
  });
});
