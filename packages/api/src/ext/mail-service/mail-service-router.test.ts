import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAuthSecret } from '../../auth/auth-secret.js';
import { signGroupToken } from '../../auth/group-token.js';
import { getJson, postJson, startTestApi, type TestApi } from '../../test-support/start-test-api.js';
import { closedAfterEachTest } from '../../test-support/started-for-tests.js';
import { startTestSmtpServer, unusedPort } from '../../test-support/start-test-smtp-server.js';
import { issueServiceToken } from './service-token.js';
import { logger } from '../../log/logger.js';

const SHOP = 'contact@shop.example';
const mailOverrides = (mail: Record<string, unknown> = {}) => ({
  overrides: { mail: { targetAddressWhitelist: [SHOP, '@team.example'], ...mail } },
});

async function token(api: TestApi): Promise<string> {
  const answer = await getJson(`${api.url}/api/ext/mail-service/get-token`);
  expect(answer.status).toBe(200);
  expect(answer.body.code).toBe(200);
  return answer.body.result as string;
}

const send = (api: TestApi, body: unknown) => postJson(`${api.url}/api/ext/mail-service/send-email`, body);

async function outbox(api: TestApi) {
  return (await getJson(`${api.url}/api/ext/mail-service/outbox`)).body.result as Record<string, unknown>[];
}

const contactLetter = { sourceAddress: 'ann@example.com', targetAddress: SHOP, subject: 'Question', emailText: 'Hi!' };

describe('mail-service over HTTP', () => {
  const closeAfterTest = closedAfterEachTest();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a contact letter in the shop’s name with the shopper as Reply-To, and a confirmation from the shop', async () => {
    const api = closeAfterTest(await startTestApi([], mailOverrides()));
    const first = await send(api, { ...contactLetter, token: await token(api) });
    expect(first).toMatchObject({ status: 200, body: { code: 200, result: 'OK' } });
    const confirmation = {
      sourceAddress: SHOP,
      targetAddress: 'ann@example.com',
      subject: 'We got your question',
      emailText: 'Thanks',
      confirmation: true,
    };
    expect((await send(api, { ...confirmation, token: await token(api) })).body).toEqual({ code: 200, result: 'OK' });
    // The confirmation's subject and text are the shop's template: the caller's words reach no unlisted address.
    const template = api.config.mail.confirmation;
    expect(await outbox(api)).toMatchObject([
      { kind: 'mail-service', from: SHOP, to: 'ann@example.com', subject: template.subject, text: template.text },
      {
        kind: 'mail-service',
        from: api.config.mail.from,
        replyTo: 'ann@example.com',
        to: SHOP,
        subject: 'Question',
        text: 'Hi!',
      },
    ]);
  });

  it('relays no caller text to an unlisted address: a confirmation carries the fixed template, anything else is refused', async () => {
    const api = closeAfterTest(
      await startTestApi(
        [],
        mailOverrides({ confirmation: { subject: 'Thanks for writing', text: 'We read every letter.' } }),
      ),
    );
    const spam = { subject: 'You won!', emailText: 'Claim at https://evil.example', token: await token(api) };
    // VSF1's thank-you page: the shopper's feedback to the shop, then a confirmation back from the shop.
    const confirmed = await send(api, {
      ...spam,
      sourceAddress: SHOP,
      targetAddress: 'victim@example.com',
      confirmation: true,
    });
    expect(confirmed).toMatchObject({ status: 200, body: { code: 200, result: 'OK' } });
    for (const refused of [
      { ...spam, sourceAddress: SHOP, targetAddress: 'victim@example.com' },
      { ...spam, sourceAddress: 'ann@example.com', targetAddress: 'victim@example.com', confirmation: true },
      { ...spam, sourceAddress: SHOP, targetAddress: 'victim@example.com', confirmation: 'true' },
    ]) {
      const answer = await send(api, refused);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(403);
    }
    const sent = await outbox(api);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'victim@example.com',
      from: SHOP,
      subject: 'Thanks for writing',
      text: 'We read every letter.',
    });
    expect(JSON.stringify(sent)).not.toMatch(/won|evil/);
    // Within the whitelist the caller's letter goes as written (the contact form's copy to the shop's team).
    const team = await send(api, {
      ...spam,
      sourceAddress: SHOP,
      targetAddress: 'sales@team.example',
      confirmation: true,
    });
    expect(team.status).toBe(200);
    expect((await outbox(api))[0]).toMatchObject({ to: 'sales@team.example', subject: 'You won!' });
  });

  it('hands the letter to a real SMTP server when SMTP_URL is set', async () => {
    const smtp = closeAfterTest(await startTestSmtpServer());
    const api = closeAfterTest(await startTestApi([], mailOverrides({ smtpUrl: smtp.url, from: 'shop@shop.example' })));
    expect((await send(api, { ...contactLetter, token: await token(api) })).body).toEqual({ code: 200, result: 'OK' });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('shop@shop.example');
    expect(mail?.to).toEqual([SHOP]);
    expect(mail?.raw).toMatch(/^Reply-To: ann@example\.com\r$/m);
    expect(mail?.raw).toMatch(/^Subject: Question\r$/m);
    expect(mail?.raw).toContain('\r\n\r\nHi!');
  });

  it('answers 502, not a hang, when the SMTP server is unreachable', async () => {
    const port = await unusedPort();
    const api = closeAfterTest(
      await startTestApi([], mailOverrides({ smtpUrl: `smtp://127.0.0.1:${port}`, smtpTimeoutMs: 1000 })),
    );
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const answer = await send(api, { ...contactLetter, token: await token(api) });
    expect(answer).toMatchObject({
      status: 502,
      body: { code: 502, result: 'The e-mail could not be sent; please try again later' },
    });
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^mail-service: .*ECONNREFUSED/));
  });

  it('refuses a missing, forged, foreign, expired or other kind of token with 401 and sends nothing', async () => {
    const api = closeAfterTest(await startTestApi([], mailOverrides()));
    const secret = resolveAuthSecret(api.config);
    const foreign = await issueServiceToken(secret, { address: '192.0.2.9', ttlSeconds: 600, now: Date.now() });
    const expired = await issueServiceToken(secret, {
      address: '127.0.0.1',
      ttlSeconds: 600,
      now: Date.now() - 601_000,
    });
    const group = await signGroupToken({ group_id: 1, id: 1, user: 'ann@example.com' }, secret, {
      now: Date.now(),
      ttlSeconds: 3600,
    });
    const otherKey = await issueServiceToken(new TextEncoder().encode('another key'), {
      address: '127.0.0.1',
      ttlSeconds: 600,
      now: Date.now(),
    });
    for (const bad of [undefined, '', 'abc', foreign, expired, group, otherKey]) {
      const answer = await send(api, { ...contactLetter, token: bad });
      expect(answer.status, String(bad)).toBe(401);
      expect(answer.body).toEqual({ code: 401, result: 'Email is not authorized!' });
    }
    expect(await outbox(api)).toEqual([]);
  });

  it('lets many tokens be valid at once, each for a bounded number of sends', async () => {
    const api = closeAfterTest(await startTestApi([], mailOverrides({ serviceTokenMaxSends: 2 })));
    const [first, second] = [await token(api), await token(api)];
    expect((await send(api, { ...contactLetter, token: first })).status).toBe(200);
    expect((await send(api, { ...contactLetter, token: second })).status).toBe(200);
    expect((await send(api, { ...contactLetter, token: first })).status).toBe(200);
    expect((await send(api, { ...contactLetter, token: first })).body).toEqual({
      code: 401,
      result: 'Email is not authorized!',
    });
    expect((await send(api, { ...contactLetter, token: second })).status).toBe(200);
    expect(await outbox(api)).toHaveLength(4);
  });

  it('does not count a refused letter against the token', async () => {
    const api = closeAfterTest(await startTestApi([], mailOverrides({ serviceTokenMaxSends: 1 })));
    const once = await token(api);
    expect((await send(api, { ...contactLetter, targetAddress: 'evil@example.com', token: once })).status).toBe(403);
    expect((await send(api, { ...contactLetter, token: once })).status).toBe(200);
  });

  it("answers the contract's checks as 4xx with its messages, once, and sends nothing", async () => {
    const api = closeAfterTest(await startTestApi([], mailOverrides()));
    const t = await token(api);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...contactLetter, sourceAddress: undefined }, 400, 'Source email address is not provided!'],
      [{ ...contactLetter, targetAddress: '' }, 400, 'Target email address is not provided!'],
      [
        { ...contactLetter, targetAddress: 'evil@example.com' },
        403,
        'Target email address (evil@example.com) is not from the whitelist!',
      ],
      [
        { ...contactLetter, sourceAddress: SHOP, targetAddress: 'evil@example.com', confirmation: 'yes' },
        403,
        'Target email address (evil@example.com) is not from the whitelist!',
      ],
      [{ ...contactLetter, sourceAddress: 'ann' }, 400, 'Source email address is invalid!'],
      [
        { ...contactLetter, sourceAddress: SHOP, targetAddress: 'a b@x.io', confirmation: true },
        400,
        'Target email address is invalid!',
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await send(api, { ...body, token: t });
      expect(answer.status, message).toBe(status);
      expect(answer.body).toEqual({ code: status, result: message });
    }
    expect(await outbox(api)).toEqual([]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const api = closeAfterTest(await startTestApi([], mailOverrides()));
    const body = new URLSearchParams({ ...contactLetter, token: await token(api) });
    const answer = await getJson(`${api.url}/api/ext/mail-service/send-email`, { method: 'POST', body });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe(415);
    expect(await outbox(api)).toEqual([]);
  });

  it('limits sends per client address with 429 and Retry-After', async () => {
    const api = closeAfterTest(
      await startTestApi([], mailOverrides({ serviceRateLimit: { max: 3, windowMs: 60_000 } })),
    );
    const t = await token(api);
    for (let i = 0; i < 3; i++) await send(api, { ...contactLetter, targetAddress: 'evil@example.com', token: t });
    const limited = await send(api, { ...contactLetter, token: t });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      code: 429,
      result: 'Too many e-mails from this address; at most 3 every 60 seconds',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await outbox(api)).toEqual([]);
  });
});
