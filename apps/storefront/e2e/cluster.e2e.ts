import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from './support/redis-server';
import { shopSecrets, startShopServices, type ShopServices } from './support/shop-services';

const clusterScript = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'scripts', 'start-cluster.mjs');
const KEY = 'cluster-key';

/** One request on its own connection: the cluster hands connections to its workers in turn. */
function fresh(port: number, path: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get({ host: '127.0.0.1', port, path, agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, cache: res.headers['x-vs-cache'] as string | undefined, body }),
      );
    });
    // `timeout` only reports the idle socket: end the request, so a hung answer fails the test with its own words.
    request.on('timeout', () => request.destroy(new Error(`GET ${path}: no answer within 10 s`)));
    request.on('error', reject);
  });
}

/** The primary's children running `script` (the storefront processes, or the API process). */
function childPids(primary: number, script = 'apps/storefront/dist/server/main.js'): number[] {
  const found = spawnSync('pgrep', ['-P', String(primary), '-f', script], { encoding: 'utf8' });
  return found.stdout
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
}
const workerPids = (primary: number) => childPids(primary);
const API_SCRIPT = 'packages/api/dist/bin/serve.js';
// A test that kills a process waits for its replacement to start: its waits (each bounded) add up to more than the
// default 60 s when the machine is busy.
const REPLACEMENT_MS = 150_000;

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/** A JSON request to the cluster's port, as a browser on this machine would send it. */
async function apiCall(port: number, path: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', Connection: 'close' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: await answer.json() };
}

describe('npm run start:cluster', () => {
  let dataDir: string;
  let services: ShopServices;
  let port: number;
  let primary: ChildProcess;
  let exit: Promise<number | null>;
  let log = '';
  // vi.waitFor rather than expect.poll: this also runs in beforeAll, outside a test.
  const listening = (count: number, timeoutMs: number) =>
    vi.waitFor(
      () => {
        if (primary.exitCode !== null) throw new Error(`The cluster exited:\n${log}`);
        if ((log.match(/Storefront listening on/g) ?? []).length < count)
          throw new Error(`Not ${count} processes listening:\n${log}`);
      },
      { timeout: timeoutMs, interval: 200 },
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storefront-cluster-'));
    port = await freePort();
    // On the PostgreSQL pass, the cluster's own database; no Redis: the workers' in-memory caches are under test.
    services = await startShopServices({}, { redis: false });
    primary = spawn(process.execPath, [clusterScript], {
      env: {
        ...process.env,
        ...services.env,
        ...shopSecrets(),
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_PRODUCTS: '12',
        STOREFRONT_PROCESSES: '2',
        STOREFRONT_OUTPUT_CACHE: 'true',
        STOREFRONT_INVALIDATE_CACHE_KEY: KEY,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exit = new Promise((resolve) => primary.once('exit', (code) => resolve(code)));
    primary.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    primary.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await listening(2, 90_000);
  });
  afterAll(async () => {
    if (primary?.exitCode === null) primary.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await services?.stop();
  });

  it('runs two processes on one port; an invalidation on one clears the cache of both', async () => {
    expect(workerPids(primary.pid!)).toHaveLength(2);
    // Until both workers have rendered the page once (connections go to the workers in turn).
    const warm: (string | undefined)[] = [];
    while (warm.filter((cache) => cache === 'Miss').length < 2 && warm.length < 20)
      warm.push((await fresh(port, '/')).cache);
    expect(warm.filter((cache) => cache === 'Miss')).toHaveLength(2);
    expect((await fresh(port, '/')).cache).toBe('Hit');
    const answer = await fresh(port, `/invalidate?key=${KEY}&tag=*`);
    expect(answer.status).toBe(200);
    // Each worker renders the page again once, as soon as the broadcast reaches it: a worker the invalidation missed
    // would only ever answer Hit, and the poll would run out.
    const after: (string | undefined)[] = [];
    await expect
      .poll(
        async () => {
          after.push((await fresh(port, '/')).cache);
          return after.filter((cache) => cache === 'Miss').length;
        },
        { timeout: 30_000, interval: 20 },
      )
      .toBe(2);
    for (let i = 0; i < 4; i++) after.push((await fresh(port, '/')).cache);
    expect(after.filter((cache) => cache === 'Miss')).toHaveLength(2);
  });

  it('holds one search index, in its API process; the storefront processes pass the API on and hold none', async () => {
    const [api] = childPids(primary.pid!, API_SCRIPT);
    expect(api).toBeDefined();
    expect(log.match(/Search index ready/g)).toHaveLength(1);
    expect(log.match(/the shop's API process at http:\/\/127\.0\.0\.1:\d+/g)).toHaveLength(2);
    // The browser's API requests, at the shop's port: a search, a new cart, an image, GraphQL.
    const search = await apiCall(port, '/api/catalog/vue_storefront_catalog/product/_search?size=1');
    expect(search.status).toBe(200);
    expect((search.body as { hits: { total: number } }).hits.total).toBeGreaterThan(0);
    const cart = await apiCall(port, '/api/cart/create', {});
    expect(cart).toMatchObject({ status: 200, body: { code: 200, result: expect.any(String) } });
    const graphql = await apiCall(port, '/graphql', { query: '{ products(pageSize: 1) { total_count } }' });
    expect(graphql.body).toMatchObject({ data: { products: { total_count: expect.any(Number) } } });
    // Another site's page may not write through the storefront's port either.
    const refused = await fetch(`http://127.0.0.1:${port}/api/cart/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'https://elsewhere.example' },
      body: '{}',
    });
    expect(refused.status).toBe(403);
    // A storefront process without an index of its own stays small (a process embedding one held 250 MB and more).
    for (const pid of workerPids(primary.pid!)) expect(rssMb(pid)).toBeLessThan(250);
  });

  it(
    'replaces an API process that dies, and its storefront processes answer through the new one',
    async () => {
      const [api] = childPids(primary.pid!, API_SCRIPT) as [number];
      process.kill(api, 'SIGKILL');
      await expect.poll(() => childPids(primary.pid!, API_SCRIPT).includes(api), { timeout: 10_000 }).toBe(false);
      // (What a browser gets meanwhile, the 502 envelope, is api-proxy.test.ts's: here the moment is not ours.)
      await expect
        .poll(async () => (await fresh(port, '/health')).status, { timeout: 60_000, interval: 200 })
        .toBe(200);
      expect(childPids(primary.pid!, API_SCRIPT)).toHaveLength(1);
      expect((await apiCall(port, '/api/cart/create', {})).status).toBe(200);
      expect(log).toMatch(/The API process \d+ died \(SIGKILL\): starting another/);
    },
    REPLACEMENT_MS,
  );

  it(
    'replaces a process that dies, and keeps answering meanwhile',
    async () => {
      const [victim, survivor] = workerPids(primary.pid!) as [number, number];
      process.kill(victim, 'SIGKILL');
      // A connection handed to the victim before the primary saw it die is lost with it (a balancer retries those):
      // Node's cluster hands a connection to a process and closes its own copy only when the process says it took it.
      // So wait until the primary says it saw the death (its cluster 'exit' handler), not until the process leaves
      // the process list (a killed process leaves it as a zombie, before the primary has reaped it).
      await vi.waitFor(
        () => {
          if (!log.includes(`Storefront process ${victim} died (SIGKILL)`)) throw new Error(`No death of ${victim}`);
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(workerPids(primary.pid!)).not.toContain(victim);
      for (let i = 0; i < 4; i++) expect((await fresh(port, '/health')).status).toBe(200);
      await expect.poll(() => workerPids(primary.pid!), { timeout: 30_000, interval: 200 }).toHaveLength(2);
      expect(workerPids(primary.pid!)).toContain(survivor);
      await listening(3, 30_000);
    },
    REPLACEMENT_MS,
  );

  it('drains every process on SIGTERM and exits 0', async () => {
    primary.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(log).toContain('All storefront processes stopped');
    // Last: the API process, once no storefront process can send it anything more.
    expect(log.indexOf('The API process stopped')).toBeGreaterThan(log.indexOf('All storefront processes stopped'));
  });
});

describe('npm run start:cluster without the shared secrets', () => {
  it('refuses to start, naming OBJ_HASH_SECRET and AUTH_HASH_SECRET, before any process forks', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'storefront-cluster-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', STOREFRONT_PROCESSES: '2' };
      delete env.OBJ_HASH_SECRET;
      delete env.AUTH_HASH_SECRET;
      const started = spawnSync(process.execPath, [clusterScript], { env, encoding: 'utf8', timeout: 30_000 });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('Refusing to start: set OBJ_HASH_SECRET and AUTH_HASH_SECRET');
      expect(started.stdout).not.toContain('Storefront listening');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
