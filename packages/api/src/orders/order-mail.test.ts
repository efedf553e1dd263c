import { afterEach, describe, expect, it } from 'vitest';
import { addItem, guestCart } from '../cart/test-support/start-cart-api.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/start-test-smtp-server.js';
import { orderBody, placeOrder, startOrderApi, type OrderTestApi } from './test-support/start-order-api.js';
import { sql } from '../db/sql.js';

let api: OrderTestApi | undefined;
let smtp: TestSmtpServer | undefined;
afterEach(async () => {
  await api?.close();
  await smtp?.close();
  api = smtp = undefined;
});

/** The text of a raw message with quoted-printable soft line breaks joined. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('the order confirmation e-mail', () => {
  it('goes through SMTP after the order is placed: number, booked period, totals, addresses, payment', async () => {
    smtp = await startTestSmtpServer();
    api = await startOrderApi({ configuredMailer: true, overrides: { mail: { smtpUrl: smtp.url } } });
    const cartId = await guestCart(api);
    const booking = { sku: 'SPOT-A1', qty: 1, book_from: '2026-06-02T10:00:00Z', book_to: '2026-06-02T12:00:00Z' };
    await addItem(api, { cartId }, booking);
    const body = orderBody(
      [
        { ...booking, price: 8 },
        { sku: 'MUG', qty: 2 },
      ],
      {
        cart_id: cartId,
        email: 'grace@example.com',
      },
    );
    const reply = await placeOrder(api, body);
    expect(reply.status).toBe(200);
    const { orderNumber } = reply.body.result;
    await expect.poll(() => smtp!.received.length).toBe(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['grace@example.com']);
    const raw = unfolded(mail.raw);
    expect(raw).toContain(`Subject: Your order ${orderNumber}`);
    expect(raw).toContain(`Your order number is ${orderNumber}.`);
    expect(raw).toContain('2026-06-02T10:00:00Z');
    expect(raw).toContain('[SPOT-A1]');
    expect(raw).toContain('[MUG]');
    expect(raw).toContain(`Grand Total: ${(await orderRow(api)).grand_total.toFixed(2)} USD`);
    expect(raw).toContain('Ada Lovelace');
    expect(raw).toContain('Cash on delivery');
    expect(raw).toMatch(/Content-Type: text\/html/);
    // A retry of the placed order answers from the store and mails nothing again.
    await placeOrder(api, body);
    await new Promise((done) => setTimeout(done, 200));
    expect(smtp.received).toHaveLength(1);
  });

  it('never decides the order’s answer: with the mail server down the order is placed', async () => {
    api = await startOrderApi({
      configuredMailer: true,
      overrides: { mail: { smtpUrl: 'smtp://127.0.0.1:9', smtpTimeoutMs: 500 } },
    });
    const reply = await placeOrder(api, orderBody([{ sku: 'MUG' }]));
    expect(reply.status).toBe(200);
  });
});

async function orderRow(test: OrderTestApi) {
  return (await test.db.get(sql`SELECT grand_total FROM orders`)) as { grand_total: number };
}
