import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startThrowawayPostgres } from './throwaway-postgres.js';

/** Catalogue sizes of the engine comparison (100 000 takes minutes per engine: import, then the index build). */
const SIZES = (process.env.BENCH_ENGINE_SIZES ?? '10000,100000').split(',').map(Number);

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

/**
 * Listing and full-text latency, import time, start-up to the first search and RSS of a process, at each size on
 * SQLite and on PostgreSQL (a throwaway primary on loopback), printed as rows as they come: the 100 000 rows take
 * minutes each.
 */
export async function runEnginesBench(root: string): Promise<void> {
  const script = join(root, 'bench/dist/catalogue-engine-bench.js');
  console.log(
    '\nCatalogue engines: a generated catalogue imported, then a fresh process opens it, builds the in-memory index' +
      ' and answers (no HTTP; listing: a category, visibility filters, facets, a sort, 50 hits; full text: one typo)\n',
  );
  console.log(
    '| engine | products | documents | import | start-up to first search | RSS | listing median / p95 | full text median / p95 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  const cluster = await startThrowawayPostgres(root);
  if ('missing' in cluster) console.log(`(PostgreSQL rows skipped: ${cluster.missing})`);
  try {
    for (const products of SIZES) {
      console.log(await engineRow(script, products, {}));
      if ('missing' in cluster) continue;
      const url = await cluster.createDatabase(`bench_${products}`);
      console.log(await engineRow(script, products, { DATABASE_URL: url }));
    }
  } finally {
    if (!('missing' in cluster)) await cluster.stop();
  }
  console.log(
    `\nLoad average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}
