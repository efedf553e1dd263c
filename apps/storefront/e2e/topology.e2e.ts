import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alive, listening } from '../../../scripts/topology/processes.mjs';
import { missingTopologyPackages, seededTopologyDir, query, runTopology, type TopologyState } from './support/topology';
import { send } from './support/topology-load';

const PROCESSES = 2;

const missing = missingTopologyPackages();
if (missing.length > 0) console.warn(`Topology test skipped: Debian packages missing: ${missing.join(', ')}`);

/** Resident memory of a process, in MB. */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

function fresh(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

describe.skipIf(missing.length > 0)('scripts/topology.mjs (loopback scale-out from Debian packages)', () => {
  let dir: string;
  let state: TopologyState;
  let pids: number[] = [];
  let up: { status: number | null; output: string };

  beforeAll(() => {
    // A small embedded shop to move into the topology's PostgreSQL (--copy, the copy tool). One API process holds the
    // search index and the storefront processes render through it, as `npm run start:cluster` runs a machine.
    const topology = seededTopologyDir('topology-e2e-');
    dir = topology.dir;
    up = runTopology([
      'up',
      ...['--dir', dir, '--processes', String(PROCESSES), '--copy', topology.shopFile],
      '--shared-api',
    ]);
    if (up.status !== 0) return;
    state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as TopologyState;
    const pidIn = (file: string) => Number(readFileSync(file, 'utf8').split('\n')[0]);
    pids = [
      ...state.storefronts.map((s) => s.pid),
      state.api!.pid,
      pidIn(join(dir, 'postgres', 'primary', 'postmaster.pid')),
      pidIn(join(dir, 'postgres', 'replica', 'postmaster.pid')),
      pidIn(state.redis.pidFile),
      pidIn(state.nginx.pidFile),
    ];
  }, 300_000);

  afterAll(() => {
    // Whatever a failed assertion left: down is idempotent.
    if (existsSync(dir)) runTopology(['down', '--dir', dir]);
    rmSync(dirname(dir), { recursive: true, force: true });
  });

  it('comes up and says so part by part', () => {
    expect(up.status, up.output).toBe(0);
    expect(up.output).toMatch(/postgres replica +up .*\(streaming\)/);
    expect(up.output.match(/^storefront \d +up /gm)).toHaveLength(PROCESSES);
    expect(up.output).toMatch(new RegExp(`^api +up +http://127\\.0\\.0\\.1:${state.api!.port} `, 'm'));
    const status = runTopology(['status', '--dir', dir]);
    expect(status.status, status.output).toBe(0);
    expect(status.output).toMatch(new RegExp(`^nginx +up +http://127\\.0\\.0\\.1:${state.nginx.port}/`, 'm'));
  });

  it('nginx answers /health with 200 from every storefront process in turn', async () => {
    for (let i = 0; i < 3 * PROCESSES; i++) expect(await fresh(state.nginx.port, '/health')).toBe(200);
    const log = readFileSync(join(dir, 'nginx', 'access.log'), 'utf8');
    for (const { port } of state.storefronts) {
      expect(log).toContain(`"GET /health HTTP/1.1" 200 127.0.0.1:${port}`);
    }
    expect(await fresh(state.nginx.port, '/')).toBe(200);
  });

  it('gives every storefront process the same random keys, kept owner-only: one signs, another checks', async () => {
    expect(statSync(join(dir, 'state.json')).mode & 0o777).toBe(0o600);
    expect(state.secrets.OBJ_HASH_SECRET).toMatch(/^[\w-]{43}$/);
    expect(state.secrets.AUTH_HASH_SECRET).toMatch(/^[\w-]{43}$/);
    const [one, other] = state.storefronts.map(({ port }) => `http://127.0.0.1:${port}/api`) as [string, string];
    const shopper = { email: `keys-${Date.now()}@example.com`, password: 'a-long-enough-password' };
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const created = await post(`${one}/user/create`, {
      customer: { email: shopper.email, firstname: 'Key', lastname: 'Holder' },
      password: shopper.password,
    });
    expect(created.status).toBe(200);
    const login = (await (
      await post(`${one}/user/login`, { username: shopper.email, password: shopper.password })
    ).json()) as {
      result: string;
    };
    const me = await fetch(`${other}/user/me?token=${login.result}`);
    expect(me.status).toBe(200);
  });

  it('holds one search index, in the API process; through nginx a search and a new cart answer 200', async () => {
    const api = state.api!;
    // Every process writes its output to the state directory; the API process writes its own line before it listens,
    // and `up` waited for each to answer /health.
    const logs = readdirSync(join(dir, 'storefront')).filter((file) => file.endsWith('.log'));
    const logOf = (file: string) => readFileSync(join(dir, 'storefront', file), 'utf8');
    expect(logs.filter((file) => /Search index ready/.test(logOf(file)))).toEqual([`api-${api.port}.log`]);
    for (const { port } of state.storefronts)
      expect(logOf(`${port}.log`)).toContain(`the shop's API process at ${api.url}`);
    const search = await send(state.nginx.port, '/api/catalog/vue_storefront_catalog/product/_search?size=1');
    expect(search.status, search.body).toBe(200);
    expect((JSON.parse(search.body) as { hits: { total: number } }).hits.total).toBeGreaterThan(0);
    const cart = await send(state.nginx.port, '/api/cart/create', { method: 'POST', body: {} });
    expect(cart.status, cart.body).toBe(200);
    expect(JSON.parse(cart.body)).toMatchObject({ code: 200, result: expect.any(String) });
    // A storefront process without an index of its own stays small (one embedding the index held 250 MB and more).
    for (const { pid } of state.storefronts) expect(rssMb(pid), `pid ${pid}`).toBeLessThan(250);
  });

  it('the replica streams from the primary and has replayed the schema', async () => {
    const replication = await query<{ state: string }>(
      state.postgres.primary.url,
      'SELECT state FROM pg_stat_replication',
    );
    expect(replication).toEqual([{ state: 'streaming' }]);
    const [standby] = await query<{ standby: boolean }>(
      state.postgres.replica.url,
      'SELECT pg_is_in_recovery() AS standby',
    );
    expect(standby).toEqual({ standby: true });
    await query(
      state.postgres.primary.url,
      'CREATE TABLE topology_probe (n int); INSERT INTO topology_probe VALUES (7)',
    );
    // Streaming replication applies the row on its own schedule: wait until the replica shows it.
    await expect
      .poll(() => query(state.postgres.replica.url, 'SELECT n FROM topology_probe').catch(() => []), {
        timeout: 30_000,
        interval: 100,
      })
      .toEqual([{ n: 7 }]);
  });

  it('copied the embedded shop into PostgreSQL, and the replica has every row', async () => {
    const printed = /^ {2}catalog_documents +(\d+)$/m.exec(up.output);
    expect(Number(printed?.[1])).toBeGreaterThan(20);
    const [onReplica] = await query<{ n: number }>(
      state.postgres.replica.url,
      'SELECT count(*)::int AS n FROM catalog_documents',
    );
    expect(onReplica).toEqual({ n: Number(printed?.[1]) });
  });

  it('refuses a second up on the same directory', () => {
    const again = runTopology(['up', '--dir', dir]);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/is up already/);
  });

  it('down stops every part: no process, no listening port, no state directory', async () => {
    expect(pids.every((pid) => alive(pid))).toBe(true);
    const down = runTopology(['down', '--dir', dir]);
    expect(down.status, down.output).toBe(0);
    expect(pids.filter((pid) => alive(pid))).toEqual([]);
    const ports = [
      state.postgres.primary.port,
      state.postgres.replica.port,
      state.redis.port,
      state.nginx.port,
      state.api!.port,
      ...state.storefronts.map((s) => s.port),
    ];
    for (const port of ports) expect(await listening(port), `port ${port}`).toBe(false);
    expect(existsSync(dir)).toBe(false);
    expect(runTopology(['status', '--dir', dir]).status).toBe(1);
  });
});
