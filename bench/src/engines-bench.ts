import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

/** Catalogue sizes of the engine comparison (100 000 takes minutes per engine: import, then the index build). */
const SIZES = (process.env.BENCH_ENGINE_SIZES ?? '10000,100000').split(',').map(Number);

interface ClusterTools {
  missing?: string;
}

/** scripts/topology/postgres.mjs: the same throwaway primary the topology runs (Debian's binaries). */
interface PostgresModule {
  postgresTools(root: string): Promise<ClusterTools>;
  startPrimary(tools: ClusterTools, dir: string, port: number): Promise<{ data: string }>;
  stopCluster(tools: ClusterTools, data: string): Promise<void>;
  urlOf(port: number, database?: string): string;
}

/** One run of bench/dist/catalogue-engine-bench.js: it prints one table row. */
function engineRow(script: string, products: number, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, String(products)], {
      env: { ...process.env, DATABASE_URL: '', DATABASE_REPLICA_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim().split('\n').pop()!) : reject(new Error(`engine bench exited ${code}`)),
    );
  });
}

async function createDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * Listing and full-text latency, import time, start-up to the first search and RSS of a process, at each size on
 * SQLite and on PostgreSQL (a throwaway primary on loopback), printed as rows as they come: the 100 000 rows take
 * minutes each.
 */
export async function runEnginesBench(root: string): Promise<void> {
  const script = join(root, 'bench/dist/catalogue-engine-bench.js');
  const postgres = (await import(pathToFileURL(join(root, 'scripts/topology/postgres.mjs')).href)) as PostgresModule;
  const { freePort } = (await import(pathToFileURL(join(root, 'scripts/topology/processes.mjs')).href)) as {
    freePort(): Promise<number>;
  };
  console.log(
    '\nCatalogue engines: a generated catalogue imported, then a fresh process opens it, builds the in-memory index' +
      ' and answers (no HTTP; listing: a category, visibility filters, facets, a sort, 50 hits; full text: one typo)\n',
  );
  console.log(
    '| engine | products | documents | import | start-up to first search | RSS | listing median / p95 | full text median / p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const tools = await postgres.postgresTools(root);
  let cluster: { dir: string; data: string; port: number } | undefined;
  if (tools.missing) console.log(`(PostgreSQL rows skipped: ${tools.missing})`);
  else {
    const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-engines-'));
    // The server runs as the postgres user when we are root: it must enter the directory.
    chmodSync(dir, 0o755);
    const port = await freePort();
    cluster = { dir, port, data: (await postgres.startPrimary(tools, dir, port)).data };
  }
  try {
    for (const products of SIZES) {
      console.log(await engineRow(script, products, {}));
      if (!cluster) continue;
      const database = `bench_${products}`;
      await createDatabase(postgres.urlOf(cluster.port, 'postgres'), database);
      console.log(await engineRow(script, products, { DATABASE_URL: postgres.urlOf(cluster.port, database) }));
    }
  } finally {
    if (cluster) {
      await postgres.stopCluster(tools, cluster.data);
      rmSync(cluster.dir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nLoad average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}
