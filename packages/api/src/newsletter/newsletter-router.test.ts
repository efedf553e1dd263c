import { afterEach, describe, expect, it, vi } from 'vitest';
import { ident, sql } from '../db/sql.js';
import { getJson, postJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';
import { closedAfterEachTest } from '../test-support/started-for-tests.js';
import { startTestSmtpServer, unusedPort } from '../test-support/start-test-smtp-server.js';
import { logger } from '../log/logger.js';

const ENDPOINT = '/api/ext/mailchimp-subscribe/subscribe';

const status = (api: TestApi, email: string) => getJson(`${api.url}${ENDPOINT}?email=${encodeURIComponent(email)}`);
const subscribe = (api: TestApi, body: unknown) => postJson(`${api.url}${ENDPOINT}`, body);
const unsubscribe = (api: TestApi, body: unknown) =>
  getJson(`${api.url}${ENDPOINT}`, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function couponMails(api: TestApi, to: string) {
  const answer = await getJson(`${api.url}/api/ext/mail-service/outbox?to=${encodeURIComponent(to)}`);
  return (answer.body.result as { kind: string; subject: string; text: string }[]).filter(
    (mail) => mail.kind === 'newsletter-coupon',
  );
}

const count = async (api: TestApi, table: string) =>
  (await api.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM ${ident(table)}`))?.n;

describe('newsletter over HTTP', () => {
  const closeAfterTest = closedAfterEachTest();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('subscribes, mails the 10% coupon once, answers the status and unsubscribes', async () => {
    const api = closeAfterTest(await startTestApi([]));
    expect(await status(api, 'ann@example.com')).toMatchObject({
      status: 200,
      body: { code: 200, result: 'unsubscribed' },
    });
    expect((await subscribe(api, { email: 'Ann@Example.com' })).body).toEqual({ code: 200, result: 'subscribed' });
    expect((await status(api, 'ANN@example.com')).body).toEqual({ code: 200, result: 'subscribed' });
    expect(await api.api.newsletter.isSubscribed('ann@example.com')).toBe(true);

    const [mail, ...others] = await couponMails(api, 'ann@example.com');
    expect(others).toEqual([]);
    const code = /NEWS-[A-Z2-7]{10}/.exec(mail?.text ?? '')?.[0];
    expect(code).toBeDefined();
    expect(mail?.subject).toBe(`Your 10% off coupon: ${code}`);
    expect(mail?.text).toContain(`Here is your coupon for 10% off your next order: ${code}`);
    expect(await api.db.all(sql`SELECT code, amount AS discount_percent, email FROM coupons`)).toEqual([
      { code, discount_percent: 10, email: 'ann@example.com' },
    ]);

    expect((await subscribe(api, { email: 'ann@example.com' })).body).toEqual({ code: 200, result: 'subscribed' });
    expect(await couponMails(api, 'ann@example.com')).toHaveLength(1);

    expect((await unsubscribe(api, { email: 'ann@example.com' })).body).toEqual({ code: 200, result: 'unsubscribed' });
    expect((await status(api, 'ann@example.com')).body.result).toBe('unsubscribed');
    expect(await api.api.newsletter.isSubscribed('ann@example.com')).toBe(false);

    // Within a day of the last coupon mail, subscribing again sends nothing: unsubscribe and subscribe in turns
    // cannot flood a mailbox.
    expect((await subscribe(api, { email: 'ann@example.com' })).body).toEqual({ code: 200, result: 'subscribed' });
    expect((await status(api, 'ann@example.com')).body.result).toBe('subscribed');
    expect(await couponMails(api, 'ann@example.com')).toHaveLength(1);
    expect(await count(api, 'coupons')).toBe(1);
  });

  it('mails the same code again on a new subscription once the last mail is older than the resend interval', async () => {
    const api = closeAfterTest(await startTestApi([], { overrides: { newsletter: { couponResendAfterSeconds: 0 } } }));
    await subscribe(api, { email: 'ann@example.com' });
    await unsubscribe(api, { email: 'ann@example.com' });
    await subscribe(api, { email: 'ann@example.com' });
    const mails = await couponMails(api, 'ann@example.com');
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe(mails[1]?.subject);
    expect(await count(api, 'coupons')).toBe(1);
  });

  it('gives every address its own code', async () => {
    const api = closeAfterTest(await startTestApi([]));
    await subscribe(api, { email: 'ann@example.com' });
    await subscribe(api, { email: 'bob@example.com' });
    const codes = (await api.db.all<{ code: string }>(sql`SELECT code FROM coupons`)).map((row) => row.code);
    expect(new Set(codes).size).toBe(2);
  });

  it('creates one row, one coupon and one mail for concurrent subscribes of one address', async () => {
    const api = closeAfterTest(
      await startTestApi([], { overrides: { newsletter: { rateLimit: { max: 100, windowMs: 60_000 } } } }),
    );
    const testApi = api;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        subscribe(testApi, { email: i % 2 ? 'ann@example.com' : 'ANN@example.com' }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await count(api, 'newsletter_subscribers')).toBe(1);
    expect(await count(api, 'coupons')).toBe(1);
    expect(await couponMails(api, 'ann@example.com')).toHaveLength(1);
  });

  it("answers 400 'Invalid e-mail provided!' for a missing or invalid address and changes nothing", async () => {
    const api = closeAfterTest(
      await startTestApi([], { overrides: { newsletter: { rateLimit: { max: 100, windowMs: 60_000 } } } }),
    );
    const invalid = { status: 400, body: { code: 400, result: 'Invalid e-mail provided!' } };
    expect(await getJson(`${api.url}${ENDPOINT}`)).toMatchObject(invalid);
    expect(await status(api, 'not-an-address')).toMatchObject(invalid);
    expect(await getJson(`${api.url}${ENDPOINT}?email=a%40b.io&email=c%40d.io`)).toMatchObject(invalid);
    for (const body of [{}, { email: '' }, { email: 'ann' }, { email: 42 }, { email: 'a@b.com,c@d.com' }, null]) {
      expect(await subscribe(api, body), JSON.stringify(body)).toMatchObject(invalid);
      expect(await unsubscribe(api, body), JSON.stringify(body)).toMatchObject(invalid);
    }
    expect(await count(api, 'newsletter_subscribers')).toBe(0);
    expect(await count(api, 'coupons')).toBe(0);
    expect(await count(api, 'mail_outbox')).toBe(0);
  });

  it('refuses a form post (what another site could send) with 415', async () => {
    const api = closeAfterTest(await startTestApi([]));
    const answer = await getJson(`${api.url}${ENDPOINT}`, {
      method: 'POST',
      body: new URLSearchParams({ email: 'ann@example.com' }),
    });
    expect(answer.status).toBe(415);
    const text = await getJson(`${api.url}${ENDPOINT}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ email: 'ann@example.com' }),
    });
    expect(text.status).toBe(415);
    expect(await count(api, 'newsletter_subscribers')).toBe(0);
  });

  it('limits subscribe and unsubscribe per client address with 429', async () => {
    const api = closeAfterTest(
      await startTestApi([], { overrides: { newsletter: { rateLimit: { max: 2, windowMs: 60_000 } } } }),
    );
    await subscribe(api, { email: 'ann@example.com' });
    await unsubscribe(api, { email: 'ann@example.com' });
    const limited = await subscribe(api, { email: 'bob@example.com' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 429,
      result: 'Too many newsletter requests from this address; at most 2 every 60 seconds',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await status(api, 'bob@example.com')).body.result).toBe('unsubscribed');
  });

  it('mails the coupon through SMTP; when the server is down, answers 502 and sends it on the next subscribe', async () => {
    const port = await unusedPort();
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const api = closeAfterTest(
      await startTestApi([], { overrides: { mail: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpTimeoutMs: 1000 } } }),
    );
    const down = await subscribe(api, { email: 'ann@example.com' });
    expect(down).toMatchObject({
      status: 502,
      body: { code: 502, result: 'Subscribed, but the coupon e-mail could not be sent; please subscribe again later' },
    });
    expect((await status(api, 'ann@example.com')).body.result).toBe('subscribed');
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^newsletter: .*ECONNREFUSED/));

    const smtp = closeAfterTest(await startTestSmtpServer({ port }));
    expect((await subscribe(api, { email: 'ann@example.com' })).body).toEqual({ code: 200, result: 'subscribed' });
    expect((await subscribe(api, { email: 'ann@example.com' })).status).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const code = (await api.db.get<{ code: string }>(sql`SELECT code FROM coupons`))!.code;
    expect(smtp.received[0]?.to).toEqual(['ann@example.com']);
    expect(smtp.received[0]?.raw).toContain(`Subject: Your 10% off coupon: ${code}`);
    expect(smtp.received[0]?.raw).toContain(`Here is your coupon for 10% off your next order: ${code}`);
  });
});
