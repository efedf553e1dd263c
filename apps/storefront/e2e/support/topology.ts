import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository's root, where `scripts/topology.mjs` runs. */
export const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

/** What `scripts/topology.mjs up` writes to its state directory's state.json (the parts the tests read). */
export interface TopologyState {
  postgres: {
    primary: { port: number; url: string; data: string };
    replica: { port: number; url: string; data: string };
  };
  redis: { port: number; pidFile: string };
  storefronts: { port: number; pid: number }[];
  /** With `up --shared-api`: the API process the storefront processes render through. */
  api?: { port: number; pid: number; url: string };
  nginx: { port: number; pidFile: string };
  /** OBJ_HASH_SECRET and AUTH_HASH_SECRET, shared by every storefront process. */
  secrets: { OBJ_HASH_SECRET: string; AUTH_HASH_SECRET: string };
}

/** The Debian packages the topology needs that are not installed here (the script says so and exits 1). */
export function missingTopologyPackages(): string[] {
  const has = (file: string) => existsSync(file) || spawnSync('sh', ['-c', `command -v ${file}`]).status === 0;
  const missing: string[] = [];
  if (!has('/usr/sbin/nginx') && !has('nginx')) missing.push('nginx');
  if (!has('/usr/bin/redis-server') && !has('redis-server')) missing.push('redis-server');
  if (!existsSync('/usr/lib/postgresql') && !has('initdb')) missing.push('postgresql');
  return missing;
}

/**
 * A fresh directory for a topology (`<parent>/state`, for `up --dir`) and a small embedded shop of 20 products to copy
 * into its PostgreSQL (`up --copy <shopFile>`); `parent` holds both, for the test to remove.
 */
export function seededTopologyDir(prefix: string): { parent: string; dir: string; shopFile: string } {
  const parent = mkdtempSync(join('/tmp', prefix));
  // mkdtemp makes it 700; PostgreSQL runs as the postgres user when we are root, and must reach its data below.
  chmodSync(parent, 0o755);
  const shop = join(parent, 'shop');
  const seeded = spawnSync(
    process.execPath,
    [join(repositoryRoot, 'packages/api/dist/bin/seed.js'), '--products', '20', '--default-index-only'],
    { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: shop }, encoding: 'utf8', timeout: 120_000 },
  );
  if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
  return { parent, dir: join(parent, 'state'), shopFile: join(shop, 'storefront.sqlite') };
}

/** `node scripts/topology.mjs <args>`; the storefront processes it starts inherit its environment (plus `env`). */
export function runTopology(
  args: string[],
  env: Record<string, string> = {},
): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(repositoryRoot, 'scripts', 'topology.mjs'), ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** One query on a connection of its own. */
export async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
