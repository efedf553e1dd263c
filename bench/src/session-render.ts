import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server-process.js';
import { summarize } from './stats.js';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 60);
/** The target: a logged-in shopper's page renders within 10 % of a guest's. */
const TARGET_RATIO = 1.1;

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function customerCookies(base: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  const created = await fetch(`${base}/api/user/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ customer: { email, firstname: 'Bench', lastname: 'Shopper' }, password }),
  });
  if (!created.ok) throw new Error(`register: ${created.status} ${await created.text()}`);
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-session-cookie': '1' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
  return cookiesOf(login);
}

async function render(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  await response.text();
  if (response.status !== 200) throw new Error(`${response.status} for ${url}`);
  return performance.now() - started;
}

/**
 * Server render time of the same pages for a guest and for a logged-in shopper (whose render also reads the session
 * and the profile), alternating the two so machine noise falls on both alike.
 */
export async function runSessionRender(serverScript: string, paths: readonly string[]): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-session-'));
  const server = await startServer(
    serverScript,
    { DATA_DIR: dir, NODE_ENV: 'production' },
    /Storefront listening on (http:\/\/localhost:\d+)/,
  );
  let within = true;
  try {
    const cookie = await customerCookies(server.url);
    console.log(`\nServer render, guest vs logged-in shopper (${RENDERS} renders each per page, production build)\n`);
    console.log('| page | guest median / p95 | logged in median / p95 | ratio of medians (target <= 1.10) |');
    console.log('|---|---|---|---|');
    for (const path of paths) {
      const url = `${server.url}${path}`;
      for (let i = 0; i < 5; i++) await Promise.all([render(url), render(url, cookie)]);
      const guest: number[] = [];
      const customer: number[] = [];
      for (let i = 0; i < RENDERS; i++) {
        guest.push(await render(url));
        customer.push(await render(url, cookie));
      }
      const g = summarize(guest);
      const c = summarize(customer);
      const ratio = c.median / g.median;
      if (ratio > TARGET_RATIO) within = false;
      console.log(
        `| ${path} | ${g.median.toFixed(1)} / ${g.p95.toFixed(1)} ms | ${c.median.toFixed(1)} / ${c.p95.toFixed(1)} ms | ` +
          `${ratio.toFixed(2)} ${ratio > TARGET_RATIO ? 'over' : 'ok'} |`,
      );
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return within;
}
