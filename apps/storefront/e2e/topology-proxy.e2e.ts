import { existsSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultApiConfig } from '@storefront/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingTopologyPackages, runTopology, seededTopologyDir, type TopologyState } from './support/topology';
import { send } from './support/topology-load';

// The abuse of a shop behind the documented nginx (docs/deploy/storefront.nginx.conf, which scripts/topology.mjs
// uses): a forged Host and Origin in a reset request, one client's failed logins, and the mail outbox.
const missing = missingTopologyPackages();
if (missing.length > 0) console.warn(`Topology proxy tests skipped: Debian packages missing: ${missing.join(', ')}`);

const PASSWORD = 'correct horse 1';
/** The per-address login limit of the topology's processes: the default. */
const LOGIN_ATTEMPTS_PER_ADDRESS = defaultApiConfig().users.rateLimit.perAddress.max;

interface OutboxMail {
  kind: string;
  to: string;
  text: string;
}

describe.skipIf(missing.length > 0)('the shop behind the documented nginx (scripts/topology.mjs)', () => {
  let dir: string;
  let state: TopologyState;
  let up: { status: number | null; output: string };
  let nginx: number;
  /** One storefront process's own port: what a shell on the machine reaches without the proxy. */
  let direct: number;

  beforeAll(() => {
    const topology = seededTopologyDir('topology-proxy-');
    dir = topology.dir;
    // The outbox page switched on explicitly (it is off in production by default), so the 404 through nginx below is
    // the proxy's headers' doing, and the test reads the mail on a process's own port as a developer would.
    up = runTopology(['up', '--dir', dir, '--processes', '2', '--copy', topology.shopFile], {
      MAIL_OUTBOX_PAGE: 'loopback',
    });
    if (up.status !== 0) throw new Error(`topology up failed:\n${up.output}`);
    state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as TopologyState;
    nginx = state.nginx.port;
    direct = state.storefronts[0]!.port;
  }, 300_000);

  afterAll(() => {
    if (dir && existsSync(dir)) runTopology(['down', '--dir', dir]);
    if (dir) rmSync(dirname(dir), { recursive: true, force: true });
  });

  /** A JSON POST through nginx from the client `client` (what a proxy in front of nginx would say in the header). */
  const postThroughNginx = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    send(nginx, path, { method: 'POST', body, headers });

  async function register(email: string, client: string) {
    const created = await postThroughNginx(
      '/api/user/create',
      { customer: { email, firstname: 'Ada', lastname: 'Lovelace' }, password: PASSWORD },
      { 'x-forwarded-for': client },
    );
    expect(created.status, created.body).toBe(200);
  }

  async function outboxOnOwnPort(to: string): Promise<OutboxMail[]> {
    const answer = await send(direct, `/api/ext/mail-service/outbox?to=${encodeURIComponent(to)}`);
    expect(answer.status, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { result: OutboxMail[] }).result;
  }

  it('mails a reset link to the configured shop URL, whatever Host and Origin the request names', async () => {
    const email = 'victim@example.com';
    await register(email, '198.51.100.1');
    const reset = await postThroughNginx(
      '/api/user/reset-password',
      { email },
      { host: 'evil.example', origin: 'https://evil.example', 'x-forwarded-for': '198.51.100.2' },
    );
    expect(reset.status, reset.body).toBe(200);
    let mail: OutboxMail | undefined;
    await expect
      .poll(
        async () => (mail = (await outboxOnOwnPort(email)).find((candidate) => candidate.kind === 'password-reset')),
        { timeout: 20_000 },
      )
      .toBeDefined();
    const link = /https?:\/\/\S+/.exec(mail!.text)?.[0] ?? '';
    expect(link).not.toContain('evil.example');
    // STOREFRONT_PUBLIC_URL of every topology process.
    expect(link.startsWith(`http://127.0.0.1:${nginx}/create-password?`), link).toBe(true);
  });

  it("one client's failed logins beyond the per-address limit do not refuse another client's login", async () => {
    await register('other@example.com', '203.0.113.7');
    const attacker = { 'x-forwarded-for': '198.51.100.66' };
    // Each attempt on another account: only the per-address limit adds up.
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_ADDRESS; i++) {
      const failed = await postThroughNginx(
        '/api/user/login',
        { username: `nobody${i}@example.com`, password: 'wrong password' },
        attacker,
      );
      expect(failed.status, failed.body).toBe(401);
    }
    const refused = await postThroughNginx(
      '/api/user/login',
      { username: 'other@example.com', password: PASSWORD },
      attacker,
    );
    expect(refused.status, refused.body).toBe(429);
    // The customer, from their own address: logged in, on whichever process nginx picks (Redis shares the counts).
    for (let i = 0; i < 2; i++) {
      const login = await postThroughNginx(
        '/api/user/login',
        { username: 'other@example.com', password: PASSWORD },
        { 'x-forwarded-for': '203.0.113.7' },
      );
      expect(login.status, login.body).toBe(200);
    }
  });

  it('answers 404 for the mail outbox through nginx, even with a Host that names this machine', async () => {
    for (const path of ['/dev/mail', '/api/ext/mail-service/outbox']) {
      for (const host of [`localhost:${nginx}`, `127.0.0.1:${nginx}`]) {
        let answer = await send(nginx, path, { headers: { host } });
        // /dev/mail falls through to the pages, which send an unknown URL to /page-not-found.
        if (answer.status === 302) {
          const next = new URL(answer.location ?? '', `http://${host}`);
          answer = await send(nginx, `${next.pathname}${next.search}`, { headers: { host } });
        }
        expect(answer.status, `${path} ${host}`).toBe(404);
        expect(answer.body).not.toContain('victim@example.com');
      }
      // The same process on its own port, asked from this machine without a proxy: the page a developer opts into.
      expect((await send(direct, path)).status, path).toBe(200);
    }
  });
});
