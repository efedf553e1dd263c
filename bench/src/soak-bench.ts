import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedLoop, type LoadResult } from './closed-loop-load.js';
import { fullTextQuery, searchUrl } from './queries.js';
import { startServer } from './server-process.js';
import { pagesToMeasure } from './storefront-budgets.js';

const SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
const SAMPLE_SECONDS = Number(process.env.BENCH_SOAK_SAMPLE_SECONDS ?? 60);
const CONCURRENCY = 4;

interface Sample {
  atSeconds: number;
  rssMb: number;
  load: LoadResult;
}

const WORDS = ['jacket', 'hoodie', 'leggings', 'backpack', 'sneaker', 'sweater', 'shorts', 'bottle', 'watch', 'tee'];

/**
 * Memory over a long run (issue 12: flat over a 10-minute soak): the embedded storefront, output cache off so every
 * request renders, closed-loop load over home, a category, a product and varying searches; the process's RSS sampled
 * at the end of each interval.
 */
export async function runSoakBench(storefrontScript: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-soak-'));
  const server = await startServer(
    storefrontScript,
    { DATA_DIR: dir, NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '', STOREFRONT_OUTPUT_CACHE: 'false' },
    /Storefront listening on (http:\/\/localhost:\d+)/,
  );
  const samples: Sample[] = [];
  try {
    const paths = (await pagesToMeasure(server.url)).map(([, path]) => path);
    let round = 0;
    const started = performance.now();
    while ((performance.now() - started) / 1000 < SECONDS) {
      // A catalogue search with a term new to each round: the search cache and the index see new keys all along.
      const search = searchUrl(server.url, 'product', fullTextQuery(`${WORDS[round % WORDS.length]}${round}`), {
        size: '24',
      });
      const urls = [...paths.map((path) => server.url + path), search];
      // Each interval spreads its time over the pages in turn; the sample is taken at its end.
      const share = (SAMPLE_SECONDS * 1000) / urls.length;
      const results: LoadResult[] = [];
      for (const url of urls) results.push(await closedLoop(url, CONCURRENCY, share));
      round++;
      const requests = results.reduce((sum, r) => sum + r.requests, 0);
      const errors = results.reduce((sum, r) => sum + r.errors, 0);
      samples.push({
        atSeconds: (performance.now() - started) / 1000,
        rssMb: server.rssMb(),
        load: {
          ...results[0]!,
          requests,
          errors,
          requestsPerSecond: results.reduce((sum, r) => sum + r.requestsPerSecond, 0) / results.length,
          p95Ms: Math.max(...results.map((r) => r.p95Ms)),
        },
      });
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  printSoak(samples);
}

function printSoak(samples: Sample[]): void {
  console.log(
    `\nSoak: the embedded storefront (SQLite, output cache off) under ${CONCURRENCY} closed-loop clients for` +
      ` ${SECONDS} s over home, a category, a product and a new catalogue search each interval; RSS at each interval's end\n`,
  );
  console.log('| after | RSS | requests in the interval | errors | worst page p95 |');
  console.log('|---|---|---|---|---|');
  for (const s of samples)
    console.log(
      `| ${s.atSeconds.toFixed(0)} s | ${s.rssMb.toFixed(0)} MB | ${s.load.requests} | ${s.load.errors} | ` +
        `${s.load.p95Ms.toFixed(0)} ms |`,
    );
  if (samples.length >= 4) {
    // The first interval includes warm-up (JIT, caches filling): growth is judged from the second half only.
    const half = samples.slice(Math.floor(samples.length / 2));
    const first = half[0]!;
    const last = half[half.length - 1]!;
    const perMinute = ((last.rssMb - first.rssMb) / (last.atSeconds - first.atSeconds)) * 60;
    console.log(
      `\nRSS over the second half: ${first.rssMb.toFixed(0)} → ${last.rssMb.toFixed(0)} MB` +
        ` (${perMinute >= 0 ? '+' : ''}${perMinute.toFixed(2)} MB per minute); peak ` +
        `${Math.max(...samples.map((s) => s.rssMb)).toFixed(0)} MB`,
    );
  }
  console.log(
    `Load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}
