import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedLoop, type LoadResult } from './closed-loop-load.js';
import { fullTextQuery, searchUrl } from './queries.js';
import { startStorefront } from './server-process.js';
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
 * Memory over a long run (docs/deployment.md#the-shape-of-a-larger-shop: flat over a 10-minute soak): the embedded storefront, output cache off so every
 * request renders, closed-loop load over home, a category, a product and varying searches; the process's RSS sampled
 * at the end of each interval.
 */
export async function runSoakBench(storefrontScript: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-soak-'));
  const server = await startStorefront(storefrontScript, dir, {
    DATABASE_URL: '',
    REDIS_URL: '',
    STOREFRONT_OUTPUT_CACHE: 'false',
  });
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
    // RSS saws up and down with the garbage collector: a leak shows as a rising trend of the peaks, so the figures
    // are the peak of each third and a least-squares slope over all samples but the first (warm-up: JIT, caches).
    const thirds = [0, 1, 2].map((i) =>
      samples.slice(Math.floor((i * samples.length) / 3), Math.floor(((i + 1) * samples.length) / 3)),
    );
    const peaks = thirds.map((third) => Math.max(...third.map((s) => s.rssMb)).toFixed(0));
    const fitted = samples.slice(1);
    const meanX = fitted.reduce((sum, s) => sum + s.atSeconds, 0) / fitted.length;
    const meanY = fitted.reduce((sum, s) => sum + s.rssMb, 0) / fitted.length;
    const slope =
      fitted.reduce((sum, s) => sum + (s.atSeconds - meanX) * (s.rssMb - meanY), 0) /
      fitted.reduce((sum, s) => sum + (s.atSeconds - meanX) ** 2, 0);
    const perMinute = slope * 60;
    console.log(
      `\nRSS peak per third of the run: ${peaks.join(' / ')} MB; trend after the first interval ` +
        `${perMinute >= 0 ? '+' : ''}${perMinute.toFixed(1)} MB per minute`,
    );
  }
  console.log(
    `Load average after: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}
