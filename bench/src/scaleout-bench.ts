import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { closedLoop, sequentialTimings, type LoadResult } from './closed-loop-load.js';
import { topologyUp } from './scaleout-topology.js';
import { startServer } from './server-process.js';
import { pagesToMeasure } from './storefront-budgets.js';

const SECONDS = Number(process.env.BENCH_SCALEOUT_SECONDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_SCALEOUT_CONCURRENCY ?? 8);
const PROCESSES = 3;
/** Requests of the sequential server-time samples (a cached page is ~1 ms, an uncached home ~20 ms). */
const CACHED_SAMPLES = 200;
const UNCACHED_SAMPLES = 40;

type Mode = 'cached' | 'uncached';
const SETUPS = ['embedded (SQLite, 1 process)', '1 process, PostgreSQL + Redis', `${PROCESSES} processes + nginx`];

export interface ScaleoutResult {
  /** The page kinds (home, category, product); each setup finds its own paths (each seeds its own demo shop). */
  pages: string[];
  paths: Record<string, string[]>;
  /** setup -> mode -> one result per page. */
  load: Record<string, Partial<Record<Mode, LoadResult[]>>>;
  /** Sequential requests on loopback to one process: a cached HIT of the home, an uncached home. */
  serverTime: Record<string, Partial<Record<Mode, { firstByteMs: number; totalMs: number; hitPercent: number }>>>;
  /** RSS in MB of each storefront process after each run. */
  rssMb: Record<string, Partial<Record<Mode, number[]>>>;
  /** Start-up of each storefront process over an already seeded database: spawn to listening (or to /health). */
  startupMs: Record<string, number[]>;
  loadBefore: number[];
  loadAfter: number[];
}

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return NaN;
  }
}

/** Each page for SECONDS at CONCURRENCY after a short warm-up (which also fills the output cache when it is on). */
async function loadPages(base: string, paths: string[]): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const path of paths) {
    await closedLoop(base + path, CONCURRENCY, 500);
    results.push(await closedLoop(base + path, CONCURRENCY, SECONDS * 1000));
  }
  return results;
}

function serverTimeOf(base: string, mode: Mode) {
  return sequentialTimings(`${base}/`, mode === 'cached' ? CACHED_SAMPLES : UNCACHED_SAMPLES);
}

/** (a) the embedded default: one process, the SQLite file, the output cache in process memory. */
async function benchEmbedded(storefrontScript: string, result: ScaleoutResult, label: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-scaleout-'));
  try {
    for (const mode of ['uncached', 'cached'] as const) {
      // The same DATA_DIR: the second start finds the demo shop the first one seeded.
      const server = await startServer(
        storefrontScript,
        {
          DATA_DIR: dir,
          NODE_ENV: 'production',
          DATABASE_URL: '',
          DATABASE_REPLICA_URL: '',
          REDIS_URL: '',
          STOREFRONT_OUTPUT_CACHE: String(mode === 'cached'),
        },
        /Storefront listening on (http:\/\/[^\s/]+:\d+)/,
      );
      try {
        const pages = await pagesToMeasure(server.url);
        const paths = pages.map(([, path]) => path);
        result.pages = pages.map(([kind]) => kind);
        result.paths[label] = paths;
        (result.load[label] ??= {})[mode] = await loadPages(server.url, paths);
        (result.serverTime[label] ??= {})[mode] = await serverTimeOf(server.url, mode);
        (result.rssMb[label] ??= {})[mode] = [server.rssMb()];
        // The second start finds the shop seeded: the start-up a restart or a new process costs.
        if (mode === 'cached') result.startupMs[label] = [server.startupMs];
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * (b) and (c) on one topology: (b) loads the first storefront process directly (the other two stay idle), (c)
 * loads nginx in front of all three. Cached first (the topology starts with the output cache on, in Redis), then
 * the processes restart with it off.
 */
async function benchTopology(root: string, result: ScaleoutResult, single: string, all: string): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-bench-topology-'));
  // PostgreSQL runs as the postgres user, which must enter the state directory (mkdtemp makes it 0700).
  chmodSync(dir, 0o755);
  const topology = await topologyUp(root, dir, PROCESSES);
  try {
    const paths = (await pagesToMeasure(topology.nginxUrl)).map(([, path]) => path);
    result.paths[single] = result.paths[all] = paths;
    for (const mode of ['cached', 'uncached'] as const) {
      if (mode === 'uncached') {
        const startups = await topology.restartStorefronts(false);
        result.startupMs[single] = startups.slice(0, 1);
        result.startupMs[all] = startups;
      }
      const first = topology.storefronts[0]!.url;
      (result.load[single] ??= {})[mode] = await loadPages(first, paths);
      (result.serverTime[single] ??= {})[mode] = await serverTimeOf(first, mode);
      (result.rssMb[single] ??= {})[mode] = [rssMb(topology.storefronts[0]!.pid)];
      (result.load[all] ??= {})[mode] = await loadPages(topology.nginxUrl, paths);
      (result.rssMb[all] ??= {})[mode] = topology.storefronts.map(({ pid }) => rssMb(pid));
    }
  } finally {
    await topology.down();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function runScaleoutBench(root: string, storefrontScript: string): Promise<ScaleoutResult> {
  const result: ScaleoutResult = {
    pages: [],
    paths: {},
    load: {},
    serverTime: {},
    rssMb: {},
    startupMs: {},
    loadBefore: loadavg(),
    loadAfter: [],
  };
  await benchEmbedded(storefrontScript, result, SETUPS[0]!);
  await benchTopology(root, result, SETUPS[1]!, SETUPS[2]!);
  result.loadAfter = loadavg();
  return result;
}

const ms = (value: number | undefined) => (value === undefined ? '-' : `${value.toFixed(value < 10 ? 2 : 0)} ms`);

function cell(load: LoadResult | undefined, mode: Mode): string {
  if (!load) return '-';
  const errors = load.errors > 0 ? `, ${load.errors} errors` : '';
  // A cached column where the cache did not answer would be a mislabelled figure: say how often it did.
  const hits = mode === 'cached' && load.hitPercent < 99 ? `, ${load.hitPercent.toFixed(0)} % hits` : '';
  return `${load.requestsPerSecond.toFixed(0)} / ${ms(load.p95Ms)}${errors}${hits}`;
}

export function printScaleoutBench(result: ScaleoutResult): void {
  console.log(
    `\nScale-out: server-side rendered pages over HTTP on loopback, closed loop (${CONCURRENCY} clients on kept-alive` +
      ` connections, ${SECONDS} s per cell after 0.5 s of warm-up, gzip accepted), requests per second / p95`,
  );
  console.log('(cached: STOREFRONT_OUTPUT_CACHE=true, the warm-up fills it; uncached: the output cache off;');
  // More processes only help where there are cores for them: the figures mean little without the count.
  console.log(
    ` the load generator, nginx, PostgreSQL and Redis share the machine's ${cpus().length} cores with the servers)\n`,
  );
  const header = SETUPS.flatMap((setup) => [`${setup} cached`, `${setup} uncached`]);
  console.log(`| page | ${header.join(' | ')} |`);
  console.log(`|---|${header.map(() => '---|').join('')}`);
  for (const [i, page] of result.pages.entries()) {
    const cells = SETUPS.flatMap((setup) =>
      (['cached', 'uncached'] as const).map((mode) => cell(result.load[setup]?.[mode]?.[i], mode)),
    );
    console.log(`| ${page} \`${result.paths[SETUPS[0]!]?.[i] ?? ''}\` | ${cells.join(' | ')} |`);
  }
  console.log(
    '\nServer time of the home page, one process, sequential requests on one kept-alive loopback connection, median' +
      ' (no Server-Timing header exists: time to first byte / to the last byte as the client sees it)\n',
  );
  console.log('| setup | cached HIT (goal < 2 ms) | uncached (goal < 25 ms) |');
  console.log('|---|---|---|');
  for (const setup of SETUPS.slice(0, 2)) {
    const cached = result.serverTime[setup]?.cached;
    const uncached = result.serverTime[setup]?.uncached;
    const hit = cached && cached.hitPercent < 99 ? ` (${cached.hitPercent.toFixed(0)} % hits)` : '';
    console.log(
      `| ${setup} | ${ms(cached?.firstByteMs)} / ${ms(cached?.totalMs)}${hit} | ` +
        `${ms(uncached?.firstByteMs)} / ${ms(uncached?.totalMs)} |`,
    );
  }
  console.log('\nStart-up (over a seeded database) and RSS of each storefront process after its runs\n');
  console.log('| setup | start-up | RSS after the cached runs | RSS after the uncached runs |');
  console.log('|---|---|---|---|');
  const mb = (values: number[] | undefined) => (values ?? []).map((v) => `${v.toFixed(0)} MB`).join(', ') || '-';
  const seconds = (values: number[] | undefined) =>
    (values ?? []).map((v) => `${(v / 1000).toFixed(1)} s`).join(', ') || '-';
  for (const setup of SETUPS)
    console.log(
      `| ${setup} | ${seconds(result.startupMs[setup])} | ${mb(result.rssMb[setup]?.cached)} | ` +
        `${mb(result.rssMb[setup]?.uncached)} |`,
    );
  const load = (values: number[]) => values.map((v) => v.toFixed(2)).join(' ');
  console.log(`\nLoad average before: ${load(result.loadBefore)}; after: ${load(result.loadAfter)}`);
}
