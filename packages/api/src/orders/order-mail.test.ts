import { describe, expect, it, vi } from 'vitest';
import { addItem, guestCart } from '../cart/test-support/start-cart-api.js';
import { closedAfterEachTest } from '../test-support/started-for-tests.js';
import { startTestSmtpServer, type TestSmtpServer } from '../test-support/start-test-smtp-server.js';
import { call, registerAndLogin } from '../users/test-support/start-user-api.js';
import {
  ADDRESS,
  orderBody,
  orderCount,
  placeOrder,
  startOrderApi,
  type OrderTestApi,
} from './test-support/start-order-api.js';
import { sql } from '../db/sql.js';
import { orderConfirmationMail, type OrderMailInput } from './order-mail.js';

let api: OrderTestApi | undefined;
let smtp: TestSmtpServer | undefined;
const closeAfterTest = closedAfterEachTest();

/** The text of a raw message with quoted-printable soft line breaks joined. */
const unfolded = (raw: string) => raw.replace(/=\r?\n/g, '');

describe('the order confirmation e-mail', () => {
  it('goes through SMTP after the order is placed: number, booked period, totals, payment', async () => {
    smtp = closeAfterTest(await startTestSmtpServer());
    // An idle pooled connection lives as long as the socket time-out: long here, so only a close ends it.
    api = closeAfterTest(
      await startOrderApi({
        configuredMailer: true,
        overrides: { mail: { smtpUrl: smtp.url, smtpTimeoutMs: 120_000 } },
      }),
    );
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
    // On the spot's clock (the fixture's spot is on UTC), said once: 'Tue 2 Jun, 10:00–12:00 UTC, hourly'.
    expect(raw).toContain('Tue 2 Jun, 10:00');
    expect(raw).not.toContain('2026-06-02T10:00:00Z');
    expect(raw).toContain('[SPOT-A1]');
    expect(raw).toContain('[MUG]');
    expect(raw).toContain(`Grand Total: ${(await orderRow(api)).grand_total.toFixed(2)} USD`);
    // A guest's mail: the shop's words only, not the names and streets the caller typed.
    expect(raw).not.toContain('Ada Lovelace');
    expect(raw).toContain('Cash on delivery');
    expect(raw).toMatch(/Content-Type: text\/html/);
    // A retry of the placed order answers from the store and mails nothing again. A placement hands its mail to the
    // mailer before it answers, so no call by the time the answer came means none will follow.
    const send = vi.spyOn(api.api.mailer, 'send');
    expect((await placeOrder(api, body)).status).toBe(200);
    expect(send).not.toHaveBeenCalled();
    expect(smtp.received).toHaveLength(1);
    // The shop's mailer (failed mails kept, over SMTP) lets go of its pooled connection when the server shuts down,
    // which closes it (bin/serve.ts, the storefront's server); else an SMTP server's close waits 30 s for it.
    expect(smtp.openConnections()).toBe(1);
    api.api.mailer.close?.();
    await expect.poll(() => smtp!.openConnections(), { timeout: 15_000 }).toBe(0);
  });

  it('never decides the order’s answer: with the mail server down the order is placed', async () => {
    api = closeAfterTest(
      await startOrderApi({
        configuredMailer: true,
        overrides: { mail: { smtpUrl: 'smtp://127.0.0.1:9', smtpTimeoutMs: 500 } },
      }),
    );
    const reply = await placeOrder(api, orderBody([{ sku: 'MUG' }]));
    expect(reply.status).toBe(200);
  });
});

/** A guest order of one mug whose addresses carry what an attacker would type, mailed to `email`. */
function guestOrder(email: string) {
  const body = orderBody([{ sku: 'MUG' }], { email });
  const typed = {
    ...ADDRESS,
    email,
    firstname: 'Win a prize at',
    lastname: 'https://evil.example/claim',
    company: 'Call +1 555 0100 now',
    street: ['<a href="https://evil.example">Click here</a>', '1'],
    telephone: '+1 555 0100',
  };
  body.addressInformation.shippingAddress = typed;
  body.addressInformation.billingAddress = typed;
  return body;
}

const confirmations = (test: OrderTestApi, to?: string) =>
  test.mails.filter((mail) => mail.kind === 'order-confirmation' && (to === undefined || mail.to === to));

describe('order confirmation mail of a guest or to an unverified address', () => {
  it('carries the number, lines and totals but no text the caller typed', async () => {
    api = closeAfterTest(await startOrderApi());
    const reply = await placeOrder(api, guestOrder('victim@example.com'));
    expect(reply.status).toBe(200);
    const [mail] = confirmations(api);
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('victim@example.com');
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(reply.body.result.orderNumber);
      expect(part).toContain('[MUG]');
      expect(part).toContain('Grand Total');
      expect(part).toContain('If you did not place this order');
      expect(part).not.toMatch(/evil|prize|555|Click|Billing address|Shipping address/);
    }
  });

  it("keeps a customer's addresses in the mail to their own account address, not to another address they type", async () => {
    api = closeAfterTest(await startOrderApi());
    const { token } = await registerAndLogin(api, 'ada@example.com');
    const userId = String((await call(api, 'me', undefined, { token })).body.result.id);
    expect((await placeOrder(api, orderBody([{ sku: 'MUG' }], { user_id: userId }), { token })).status).toBe(200);
    const own = confirmations(api, 'ada@example.com')[0]!;
    expect(own.text).toContain('Ada Lovelace');
    expect(own.text).toContain('Billing address');
    const typed = guestOrder('someone@example.com');
    const other = await placeOrder(api, { ...typed, user_id: userId }, { token });
    expect(other.status).toBe(200);
    const elsewhere = confirmations(api, 'someone@example.com')[0]!;
    expect(elsewhere.text).not.toMatch(/evil|Billing address/);
  });
});

describe('order confirmation mail text', () => {
  it('shows an HTML-encoded catalogue name as text, escaped once in the HTML part', () => {
    const line = {
      sku: 'TEE',
      name: 'Tom &amp; Jerry &quot;Tee&quot;',
      qty: 1,
      bookFrom: null,
      bookTo: null,
      labels: [],
    };
    const segment = { code: 'grand_total', title: 'Grand Total', value: 10 };
    const input = {
      to: 'ann@example.com',
      orderNumber: '000000042',
      body: { addressInformation: {} },
      priced: {
        lines: [line],
        totals: { quote_currency_code: 'USD', items: [{ row_total_incl_tax: 10 }], total_segments: [segment] },
      },
      paymentTitle: 'Cash on delivery',
      verifiedRecipient: false,
    } as unknown as OrderMailInput;
    const mail = orderConfirmationMail(input);
    expect(mail.text).toContain('1 × Tom & Jerry "Tee" [TEE]');
    expect(mail.html).toContain('1 × Tom &amp; Jerry &quot;Tee&quot; [TEE]');
    expect(mail.html).not.toContain('&amp;amp;');
  });
});

describe('order confirmation mail limits', () => {
  it('mails one recipient at most perRecipient times a window; the orders beyond are placed without mail', async () => {
    api = closeAfterTest(await startOrderApi());
    const { max, windowMs } = api.config.orders.confirmationMail.perRecipient;
    expect(max).toBe(5);
    for (let i = 0; i < max + 2; i++)
      expect((await placeOrder(api, guestOrder(i % 2 ? 'Victim@Example.com' : 'victim@example.com'))).status).toBe(200);
    expect(await orderCount(api)).toBe(max + 2);
    expect(confirmations(api)).toHaveLength(max);
    // Another recipient from the same client is still mailed, and the recipient again in the next window.
    await placeOrder(api, guestOrder('grace@example.com'));
    expect(confirmations(api, 'grace@example.com')).toHaveLength(1);
    api.advance(windowMs);
    await placeOrder(api, guestOrder('victim@example.com'));
    expect(confirmations(api)).toHaveLength(max + 2);
  });

  it('mails for one client at most perClient times a window, and never fails an order for it', async () => {
    api = closeAfterTest(
      await startOrderApi({
        overrides: { orders: { confirmationMail: { perClient: { max: 3, windowMs: 60 * 60_000 } } } },
      }),
    );
    for (let i = 0; i < 5; i++) {
      const reply = await placeOrder(api, guestOrder(`person${i}@example.com`));
      expect(reply.status).toBe(200);
    }
    expect(await orderCount(api)).toBe(5);
    expect(confirmations(api).map((mail) => mail.to)).toEqual([
      'person0@example.com',
      'person1@example.com',
      'person2@example.com',
    ]);
  });
});

async function orderRow(test: OrderTestApi) {
  return (await test.db.get(sql`SELECT grand_total FROM orders`)) as { grand_total: number };
}
