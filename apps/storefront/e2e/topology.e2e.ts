import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const script = join(root, 'scripts', 'topology.mjs');
const PROCESSES = 2;

interface TopologyState {
  postgres: { primary: { port: number; url: string; data: string }; replica: { port: number; url: string } };
  redis: { port: number; pidFile: string };
  storefronts: { port: number; pid: number }[];
  nginx: { port: number; pidFile: string };
}

/** The Debian packages the topology needs that are not installed here (the script says so and exits 1). */
function missingPackages(): string[] {
  const has = (file: string) => existsSync(file) || spawnSync('sh', ['-c', `command -v ${file}`]).status === 0;
  const missing: string[] = [];
  if (!has('/usr/sbin/nginx') && !has('nginx')) missing.push('nginx');
  if (!has('/usr/bin/redis-server') && !has('redis-server')) missing.push('redis-server');
  if (!existsSync('/usr/lib/postgresql') && !has('initdb')) missing.push('postgresql');
  return missing;
}

const missing = missingPackages();
if (missing.length > 0) console.warn(`Topology test skipped: Debian packages missing: ${missing.join(', ')}`);

function topology(...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8', timeout: 240_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function fresh(port: number, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    }).on('error', reject);
  });
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Running, and not a zombie (a dead child nobody reaped still answers signal 0). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

async function query<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe.skipIf(missing.length > 0)('scripts/topology.mjs (loopback scale-out from Debian packages)', () => {
  let dir: string;
  let state: TopologyState;
  let pids: number[] = [];
  let up: { status: number | null; output: string };

  beforeAll(() => {
    const parent = mkdtempSync(join(tmpdir(), 'topology-e2e-'));
    // mkdtemp makes it 700; PostgreSQL runs as the postgres user when we are root, and must reach its data below.
    chmodSync(parent, 0o755);
    dir = join(parent, 'state');
    // A small embedded shop to move into the topology's PostgreSQL (--copy, the copy tool).
    const shop = join(parent, 'shop');
    const seeded = spawnSync(
      process.execPath,
      [join(root, 'packages/api/dist/bin/seed.js'), '--products', '20', '--default-index-only'],
      { cwd: root, env: { ...process.env, DATA_DIR: shop }, encoding: 'utf8', timeout: 120_000 },
    );
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
    up = topology('up', '--dir', dir, '--processes', String(PROCESSES), '--copy', join(shop, 'storefront.sqlite'));
    if (up.status !== 0) return;
    state = JSON.parse(readFileSync(join(dir, 'state.json'), 'utf8')) as TopologyState;
    const pidIn = (file: string) => Number(readFileSync(file, 'utf8').split('\n')[0]);
    pids = [
      ...state.storefronts.map((s) => s.pid),
      pidIn(join(dir, 'postgres', 'primary', 'postmaster.pid')),
      pidIn(join(dir, 'postgres', 'replica', 'postmaster.pid')),
      pidIn(state.redis.pidFile),
      pidIn(state.nginx.pidFile),
    ];
  }, 300_000);

  afterAll(() => {
    // Whatever a failed assertion left: down is idempotent.
    if (existsSync(dir)) topology('down', '--dir', dir);
    rmSync(dirname(dir), { recursive: true, force: true });
  });

  it('comes up and says so part by part', () => {
    expect(up.status, up.output).toBe(0);
    expect(up.output).toMatch(/postgres replica +up .*\(streaming\)/);
    expect(up.output.match(/^storefront \d +up /gm)).toHaveLength(PROCESSES);
    const status = topology('status', '--dir', dir);
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
    let seen: unknown[] = [];
    for (let i = 0; i < 50 && seen.length === 0; i++) {
      seen = await query(state.postgres.replica.url, 'SELECT n FROM topology_probe').catch(() => []);
      if (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen).toEqual([{ n: 7 }]);
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
    const again = topology('up', '--dir', dir);
    expect(again.status).toBe(1);
    expect(again.output).toMatch(/is up already/);
  });

  it('down stops every part: no process, no listening port, no state directory', async () => {
    expect(pids.every(running)).toBe(true);
    const down = topology('down', '--dir', dir);
    expect(down.status, down.output).toBe(0);
    expect(pids.filter(running)).toEqual([]);
    const ports = [
      state.postgres.primary.port,
      state.postgres.replica.port,
      state.redis.port,
      state.nginx.port,
      ...state.storefronts.map((s) => s.port),
    ];
    for (const port of ports) expect(await listening(port), `port ${port}`).toBe(false);
    expect(existsSync(dir)).toBe(false);
    expect(topology('status', '--dir', dir).status).toBe(1);
  });
});
