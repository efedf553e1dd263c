import { request } from 'node:http';
import type { Request } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultApiConfig, deepMerge, loadApiConfig } from '../config.js';
import { getJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';
import { isLoopbackAddress, mailStartupWarnings, outboxReadable } from './outbox-access.js';

const HOSTILE = `<script>alert("x")</script> & <img src=x onerror=alert(1)>`;

describe('isLoopbackAddress', () => {
  it('knows loopback addresses, also IPv4-mapped ones', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', '10.127.0.1', '', undefined])
      expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe('outboxReadable', () => {
  const from = (remoteAddress: string, host = 'localhost:3000') =>
    ({ socket: { remoteAddress }, headers: { host } }) as unknown as Request;
  const config = defaultApiConfig('/nonexistent');
  it('refuses another host name even from this machine (DNS rebinding)', () => {
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1.evil.example', 'localhost.evil.example', ''])
      expect(outboxReadable(config, from('127.0.0.1', host)), host).toBe(false);
  });

  it('opens the outbox to this machine only, while mail stays in the outbox and the page is not off', () => {
    expect(outboxReadable(config, from('127.0.0.1'))).toBe(true);
    expect(outboxReadable(config, from('::1'))).toBe(true);
    expect(outboxReadable(config, from('192.0.2.7'))).toBe(false);
    for (const host of ['127.0.0.1:3000', '[::1]:3000', 'LOCALHOST', '127.1.2.3'])
      expect(outboxReadable(config, from('127.0.0.1', host)), host).toBe(true);
    expect(outboxReadable(deepMerge(config, { mail: { outboxPage: 'off' } }), from('127.0.0.1'))).toBe(false);
    expect(outboxReadable(deepMerge(config, { mail: { smtpUrl: 'smtp://127.0.0.1:25' } }), from('127.0.0.1'))).toBe(
      false,
    );
  });
});

describe('mailStartupWarnings', () => {
  const production = { NODE_ENV: 'production' };
  it('warns a production shop without SMTP that nobody receives its mail, and when the outbox page is on', () => {
    const config = loadApiConfig({ env: production });
    expect(mailStartupWarnings(config, production)).toEqual([expect.stringMatching(/^SMTP_URL is not set: .*nobody/)]);
    const optedIn = loadApiConfig({ env: { ...production, MAIL_OUTBOX_PAGE: 'loopback' } });
    expect(mailStartupWarnings(optedIn, production)).toEqual([
      expect.stringMatching(/^SMTP_URL is not set/),
      expect.stringMatching(/^mail.outboxPage is 'loopback' in production/),
    ]);
  });

  it('says nothing outside production or with SMTP', () => {
    expect(mailStartupWarnings(loadApiConfig({ env: {} }), {})).toEqual([]);
    const smtp = loadApiConfig({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' } });
    expect(mailStartupWarnings(smtp, { NODE_ENV: 'production' })).toEqual([]);
  });
});

describe('the development outbox over HTTP', () => {
  let api: TestApi | undefined;
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  async function sendTwo(testApi: TestApi) {
    await testApi.api.mailer.send({ kind: 'welcome', to: 'Ann@Example.com', subject: 'Welcome Ann', text: 'Hi Ann' });
    await testApi.api.mailer.send({ kind: 'password-reset', to: 'bob@example.com', subject: HOSTILE, text: HOSTILE });
  }

  it('lists the mail as JSON, newest first, and filters by recipient without regard to case', async () => {
    api = await startTestApi([]);
    await sendTwo(api);
    const all = await getJson(`${api.url}/api/ext/mail-service/outbox`);
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    expect(all.body.code).toBe(200);
    expect(all.body.result.map((mail: { to: string; kind: string }) => [mail.to, mail.kind])).toEqual([
      ['bob@example.com', 'password-reset'],
      ['Ann@Example.com', 'welcome'],
    ]);
    expect(all.body.result[1]).toMatchObject({
      from: api.config.mail.from,
      subject: 'Welcome Ann',
      text: 'Hi Ann',
      html: null,
    });
    const ann = await getJson(`${api.url}/api/ext/mail-service/outbox?to=ann%40example.com`);
    expect(ann.body.result.map((mail: { subject: string }) => mail.subject)).toEqual(['Welcome Ann']);
    const nobody = await getJson(`${api.url}/api/ext/mail-service/outbox?to=nobody%40example.com`);
    expect(nobody.body).toEqual({ code: 200, result: [] });
  });

  it('shows the mail as an HTML page with every value escaped and nothing allowed to run', async () => {
    api = await startTestApi([]);
    await sendTwo(api);
    const response = await fetch(`${api.url}/dev/mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src/);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;',
    );
    expect(html.indexOf('Welcome Ann')).toBeGreaterThan(html.indexOf('&lt;script&gt;'));
    const filtered = await (await fetch(`${api.url}/dev/mail?to=ann%40example.com`)).text();
    expect(filtered).toContain('Welcome Ann');
    expect(filtered).not.toContain('&lt;script&gt;');
    const hostileFilter = await (await fetch(`${api.url}/dev/mail?to=${encodeURIComponent(HOSTILE)}`)).text();
    expect(hostileFilter).not.toContain('<script>');
    expect(hostileFilter).toContain('No mail yet.');
  });

  it('answers 404 to a request from this machine that names another host', async () => {
    api = await startTestApi([]);
    await sendTwo(api);
    const { port } = new URL(api.url);
    for (const path of ['/dev/mail', '/api/ext/mail-service/outbox']) {
      const status = await new Promise<number | undefined>((resolve, reject) =>
        request({ host: '127.0.0.1', port, path, headers: { host: `rebound.example:${port}` } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
          .on('error', reject)
          .end(),
      );
      expect(status, path).toBe(404);
    }
  });

  it('answers 404 for the page and the JSON while mail goes out through SMTP', async () => {
    api = await startTestApi([], { overrides: { mail: { smtpUrl: 'smtp://127.0.0.1:9' } } });
    const page = await getJson(`${api.url}/dev/mail`);
    expect(page.status).toBe(404);
    expect(page.body.code).toBe(404);
    expect((await getJson(`${api.url}/api/ext/mail-service/outbox`)).status).toBe(404);
  });

  /** GET `path` from 127.0.0.1 with `Host: localhost:<port>`, as a browser on this machine or a same-machine proxy. */
  function statusOf(path: string, headers: Record<string, string> = {}): Promise<number | undefined> {
    const { port } = new URL(api!.url);
    return new Promise((resolve, reject) =>
      request({ host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
        res.resume();
        resolve(res.statusCode);
      })
        .on('error', reject)
        .end(),
    );
  }

  it('answers 404 to a loopback request that carries a proxy header (nginx on this machine passes Host on)', async () => {
    api = await startTestApi([]);
    await sendTwo(api);
    for (const path of ['/dev/mail', '/api/ext/mail-service/outbox']) {
      expect(await statusOf(path), path).toBe(200);
      const proxyHeaders: Record<string, string>[] = [
        { 'x-forwarded-for': '127.0.0.1' },
        { forwarded: 'for=127.0.0.1' },
        { via: '1.1 nginx' },
        { 'x-forwarded-for': '' },
      ];
      for (const header of proxyHeaders)
        expect(await statusOf(path, header), `${path} ${JSON.stringify(header)}`).toBe(404);
    }
  });

  it("is off in production unless mail.outboxPage (MAIL_OUTBOX_PAGE) is 'loopback'", async () => {
    const production = loadApiConfig({ env: { NODE_ENV: 'production' } });
    expect(production.mail.outboxPage).toBe('off');
    expect(loadApiConfig({ env: {} }).mail.outboxPage).toBe('loopback');
    const optedIn = loadApiConfig({ env: { NODE_ENV: 'production', MAIL_OUTBOX_PAGE: 'loopback' } });
    expect(optedIn.mail.outboxPage).toBe('loopback');
    api = await startTestApi([], { overrides: { mail: { outboxPage: production.mail.outboxPage } } });
    await sendTwo(api);
    expect(await statusOf('/dev/mail')).toBe(404);
    expect(await statusOf('/api/ext/mail-service/outbox')).toBe(404);
  });

  it("answers 404 when config mail.outboxPage is 'off'", async () => {
    api = await startTestApi([], { overrides: { mail: { outboxPage: 'off' } } });
    await sendTwo(api);
    expect((await getJson(`${api.url}/dev/mail`)).status).toBe(404);
    const json = await getJson(`${api.url}/api/ext/mail-service/outbox`);
    expect(json.status).toBe(404);
    expect(JSON.stringify(json.body)).not.toContain('Welcome Ann');
  });
});
