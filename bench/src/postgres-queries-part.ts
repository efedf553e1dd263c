import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startThrowawayPostgres } from './throwaway-postgres.js';

/** Catalogue sizes, the same as the engines part's (100 000 takes minutes: the import, then the indexes). */
const SIZES = (process.env.BENCH_ENGINE_SIZES ?? '10000,100000').split(',').map(Number);

/**
 * `npm run bench` part `pg-queries`: bench/dist/postgres-queries-bench.js at each size, each in its own database of a
 * throwaway primary on loopback. It prints its own build report, row and checks.
 */
export async function runPostgresQueriesBench(root: string): Promise<void> {
  console.log(
    '\nCatalogue queries in PostgreSQL (the design ADR 0014 rejected): a projection with pg_trgm and GIN indexes;' +
      ' the same listing and typo inputs as the engines part, from a fresh process\n',
  );
  const cluster = await startThrowawayPostgres(root);
  if ('missing' in cluster) {
    console.log(`(skipped: ${cluster.missing})`);
    return;
  }
  try {
    for (const products of SIZES) {
      const url = await cluster.createDatabase(`bench_queries_${products}`);
      await new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [join(root, 'bench/dist/postgres-queries-bench.js'), String(products)], {
          env: { ...process.env, DATABASE_URL: url, DATABASE_REPLICA_URL: '' },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        child.once('error', reject);
        child.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`postgres-queries-bench exited ${code}`)),
        );
      });
    }
  } finally {
    await cluster.stop();
  }
}
