import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStorefront } from './server-process.js';
import { summarize } from './stats.js';

const PAGES = ['/', '/c/women-20'];
const WARMUP = 10;

export interface SessionRenderResult {
  page: string;
  guestMedianMs: number;
  customerMedianMs: number;
  /** customer / guest - 1, in percent (target: within 10 %). */
  differencePercent: number;
}

/** The session cookies of a login in cookie mode (what the storefront's modal does). */
async function loginCookies(base: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench password 1';
  const json = { 'Content-Type': 'application/json' };
  await fetch(`${base}/api/user/create`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ customer: { email, firstname: 'Bench', lastname: 'Mark' }, password }),
  });
  const reply = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { ...json, 'X-Session-Cookie': '1' },
    body: JSON.stringify({ username: email, password }),
  });
  const cookies = reply.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (cookies.length < 2) throw new Error(`Login set no session cookies (${reply.status})`);
  return cookies.join('; ');
}

async function render(url: string, cookie?: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, cookie ? { headers: { cookie } } : {});
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return performance.now() - started;
}

/**
 * Server render time of the same pages for a logged-in shopper (session cookies: the root loader reads the customer
 * with `GET /api/user/me`) and for a guest, alternating so both see the same machine load.
 */
export async function runSessionRenderBench(serverScript: string, requests = 100): Promise<SessionRenderResult[]> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-session-'));
  const server = await startStorefront(serverScript, dir);
  try {
    const cookie = await loginCookies(server.url);
    const results: SessionRenderResult[] = [];
    for (const page of PAGES) {
      const url = server.url + page;
      for (let i = 0; i < WARMUP; i++) await Promise.all([render(url), render(url, cookie)]);
      const guest: number[] = [];
      const customer: number[] = [];
      for (let i = 0; i < requests; i++) {
        guest.push(await render(url));
        customer.push(await render(url, cookie));
      }
      const guestMedianMs = summarize(guest).median;
      const customerMedianMs = summarize(customer).median;
      results.push({
        page,
        guestMedianMs,
        customerMedianMs,
        differencePercent: (customerMedianMs / guestMedianMs - 1) * 100,
      });
    }
    return results;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

export function printSessionRender(results: readonly SessionRenderResult[]): void {
  console.log(
    '\nPage render for a logged-in shopper vs a guest (server, median of alternating requests; target 10 %)\n',
  );
  console.log('| page | guest ms | logged in ms | difference |');
  console.log('|---|---|---|---|');
  for (const r of results)
    console.log(
      `| ${r.page} | ${r.guestMedianMs.toFixed(1)} | ${r.customerMedianMs.toFixed(1)} | ` +
        `${r.differencePercent >= 0 ? '+' : ''}${r.differencePercent.toFixed(1)} % |`,
    );
}
