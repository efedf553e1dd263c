import { describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { orderBody, placeOrder, type OrderTestApi } from '../orders/test-support/start-order-api.js';
import { adminCall, auditRows, placePaidOrder, backOfficeApiPerFile } from './test-support/back-office.js';

let api: OrderTestApi;
let staff: string;

backOfficeApiPerFile('staff', (started) => ({ api, token: staff } = started));

const place = async (products: Array<Record<string, unknown>>, email: string) =>
  (await placeOrder(api, orderBody(products, { email }))).body.result.orderNumber as string;

describe('orders in the back-office', () => {
  it('searches by number, e-mail and sku, filters, sorts and pages on the server', async () => {
    const first = await place([{ sku: 'MUG' }], 'ada@example.com');
    const second = await place([{ sku: 'MUG', qty: 3 }], 'grace@example.com');
    const list = (query: string) => adminCall(api, `/orders?${query}`, { token: staff });
    expect((await list(`q=${second}`)).body.result.items.map((o: { number: string }) => o.number)).toEqual([second]);
    expect((await list('q=GRACE@example')).body.result.items.map((o: { number: string }) => o.number)).toEqual([
      second,
    ]);
    const bySku = (await list('q=mug')).body.result;
    expect(bySku.total).toBeGreaterThanOrEqual(2);
    const byTotal = (await list('sort=grand_total')).body.result.items.map((o: { number: string }) => o.number);
    expect(byTotal.indexOf(first)).toBeLessThan(byTotal.indexOf(second));
    const paged = (await list('pageSize=1&page=2&sort=number')).body.result;
    expect(paged.items).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
    expect(
      (await list('payment=cashondelivery&status=pending&from=2020-01-01')).body.result.total,
    ).toBeGreaterThanOrEqual(2);
    expect((await list('from=2999-01-01')).body.result.total).toBe(0);
    expect((await list('sort=password')).status).toBe(400);
    expect((await list('pageSize=0')).status).toBe(400);
  });

  it('shows an order with lines, addresses, payment and history, and moves its status by the allowed moves', async () => {
    const number = await place([{ sku: 'MUG', qty: 2 }], 'ada@example.com');
    const detail = (await adminCall(api, `/orders/${number}`, { token: staff })).body.result;
    expect(detail).toMatchObject({
      number,
      status: 'pending',
      email: 'ada@example.com',
      lines: [{ sku: 'MUG', qty: 2 }],
      shippingAddress: { city: 'London' },
      payment: { method: 'cashondelivery', refund: null },
    });
    const move = (status: string, note = '') =>
      adminCall(api, `/orders/${number}/status`, { token: staff, body: { status, note } });
    expect((await move('processing', 'Packing')).status).toBe(200);
    const twice = await move('processing');
    expect(twice.status).toBe(409);
    expect(twice.body.result).toBe('An order that is processing can only become complete, canceled, not processing');
    expect((await move('complete', 'Picked up')).body.result.status).toBe('complete');
    expect((await move('canceled')).status).toBe(409);
    expect((await move('shipped')).status).toBe(400);
    const history = (await adminCall(api, `/orders/${number}`, { token: staff })).body.result.history;
    expect(history.map((h: { status: string; note: string; by: string | null }) => [h.status, h.note, h.by])).toEqual([
      ['pending', 'Placed', null],
      ['processing', 'Packing', 'staff@shop.test'],
      ['complete', 'Picked up', 'staff@shop.test'],
    ]);
    expect((await adminCall(api, '/orders/999999', { token: staff })).status).toBe(404);
    expect((await adminCall(api, '/orders/abc/status', { token: staff, body: { status: 'complete' } })).status).toBe(
      404,
    );
  });

  it('refunds a paid order through its provider exactly once under 20 concurrent requests', async () => {
    const number = await placePaidOrder(api, orderBody([{ sku: 'MUG', qty: 2 }], { payment: 'vsfpaypal' }));
    const auditBefore = (await auditRows(api.db)).filter((row) => row.action === 'order.refund').length;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => adminCall(api, `/orders/${number}/refund`, { token: staff, method: 'POST' })),
    );
    expect(replies.map((reply) => reply.status)).toEqual(Array(20).fill(200));
    const ids = new Set(replies.map((reply) => reply.body.result.refundId as string));
    expect(ids.size).toBe(1);
    expect(replies[0]!.body.result).toMatchObject({ state: 'refunded', currency: 'USD' });
    const capture = (await api.db.get<{ payment_reference: string; grand_total: number }>(
      sql`SELECT payment_reference, grand_total FROM orders WHERE entity_id = ${Number(number)}`,
    ))!;
    // The provider gave the capture back once: one refund on its order, no partial refunds beside it.
    const provider = await api.db.all<{ refund_id: string | null }>(
      sql`SELECT refund_id FROM fake_provider_orders WHERE capture_id = ${capture.payment_reference}`,
    );
    const parts = await api.db.get<{ n: number }>(
      sql`SELECT COUNT(*) AS n FROM fake_provider_refunds WHERE capture_id = ${capture.payment_reference}`,
    );
    expect(provider.map((row) => row.refund_id)).toEqual([[...ids][0]]);
    expect(Number(parts!.n)).toBe(0);
    expect(replies[0]!.body.result.amount).toBe(capture.grand_total);
    const audits = (await auditRows(api.db)).filter((row) => row.action === 'order.refund').length;
    expect(audits - auditBefore).toBe(1);
    // Asked again later: the same refund, nothing more.
    const again = await adminCall(api, `/orders/${number}/refund`, { token: staff, method: 'POST' });
    expect(again.body.result.refundId).toBe([...ids][0]);
    expect((await adminCall(api, `/orders/${number}`, { token: staff })).body.result.payment.refund.state).toBe(
      'refunded',
    );
  });

  it('refuses to refund an order paid on delivery', async () => {
    const number = await place([{ sku: 'MUG' }], 'ada@example.com');
    const reply = await adminCall(api, `/orders/${number}/refund`, { token: staff, method: 'POST' });
    expect(reply.status).toBe(409);
    expect(reply.body.result).toBe('Only an order paid online with a capture can be refunded');
  });

  it('resends the confirmation to the order address', async () => {
    const number = await place([{ sku: 'MUG' }], 'resend@example.com');
    const before = api.mails.length;
    const reply = await adminCall(api, `/orders/${number}/resend-confirmation`, { token: staff, method: 'POST' });
    expect(reply.body.result).toEqual({ to: 'resend@example.com' });
    const sent = api.mails.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'order-confirmation',
      to: 'resend@example.com',
      subject: `Your order ${number}`,
    });
    expect(sent[0]!.text).toContain('[MUG]');
  });
});
