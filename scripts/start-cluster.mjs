// `npm run start:cluster`: STOREFRONT_PROCESSES storefront processes (default: one per CPU) sharing one port through
// node:cluster, and one API process on a loopback port that holds the machine's only search index: the storefront
// processes render pages through it and pass the browser's API requests on to it (docs/deployment.md#one-search-process-per-machine).
// STOREFRONT_SHARED_API=false, or an API configured elsewhere (STOREFRONT_API_URL_FOR_SERVER, STOREFRONT_API_URL),
// starts no API process: each storefront process then embeds its own or uses that one. The built server must exist
// (`npm run build`). A process that dies is replaced; SIGTERM or SIGINT drains every storefront process (each finishes
// its requests in flight), then the API process, and exits 0 once all are gone.
import { spawn } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mallocSettings, serverProcessEnv } from './server-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// apps/storefront/server/output-cache/cluster-broadcast-store.ts sends it.
const INVALIDATE_MESSAGE = 'storefront:output-cache-invalidate';

/** The process count: STOREFRONT_PROCESSES, else the CPU count. */
export function processCount(env = process.env, cpus = availableParallelism()) {
  const raw = env.STOREFRONT_PROCESSES?.trim();
  if (!raw) return cpus;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 256) {
    throw new Error(`STOREFRONT_PROCESSES must be a whole number from 1 to 256, got "${raw}"`);
  }
  return count;
}

/**
 * V8's old-space limit of a storefront process beside the machine's API process, in MB. Such a process holds no
 * search index: its live heap stays around 50-160 MB while it renders, but with no limit set V8 lets the heap grow
 * to four times the live size before it collects, and a process under load sat at 270-340 MB RSS; with this limit
 * V8 collects sooner (its memory-constrained growth), about 200 MB under the same load, at the same throughput
 * (docs/deployment.md#one-search-process-per-machine). A --max-old-space-size of the caller's own wins.
 */
export const STOREFRONT_HEAP_MB = 384;

/** The node flags of a storefront process beside the API process: the caller's, with the heap limit unless they set one. */
export function storefrontExecArgv(execArgv = process.execArgv, env = process.env) {
  const own = [...execArgv, env.NODE_OPTIONS ?? ''].some((flag) => flag.includes('--max-old-space-size'));
  return own ? execArgv : [...execArgv, `--max-old-space-size=${STOREFRONT_HEAP_MB}`];
}

// A worker that dies this soon after it started is crashing at start-up: wait before the next one.
const QUICK_DEATH_MS = 5000;
const RESTART_DELAY_MS = 2000;

/**
 * Why the cluster may not start with the configured secrets (the built API's own check, docs/security.md "Secrets"):
 * its processes sign for each other, so none may make a key of its own.
 */
async function secretsProblem() {
  const api = join(root, 'packages/api/dist');
  const { loadApiConfig } = await import(pathToFileURL(join(api, 'config.js')).href);
  const { sharedSecretsProblem } = await import(pathToFileURL(join(api, 'auth/auth-secret.js')).href);
  return sharedSecretsProblem(loadApiConfig(), { cluster: true });
}

/**
 * Whether this cluster starts the shop's API process (`shared`): unless STOREFRONT_SHARED_API says no, or the
 * storefront configuration already names an API (a vue-storefront-api, or an API process of its own elsewhere); and
 * the shop's public URL from that configuration, for the links the API process writes into mail.
 */
export async function sharedApiPlan(env = process.env) {
  const core = await import(pathToFileURL(join(root, 'packages/core/dist/index.js')).href);
  const reading = core.readEnvironment(env, ['STOREFRONT_SHARED_API']);
  if (!reading.ok) throw new Error(reading.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; '));
  const configFile = env.STOREFRONT_CONFIG_FILE ?? 'config/storefront.json';
  const { STOREFRONT_SHARED_API: _ignored, ...rest } = env;
  const config = core.loadStorefrontConfig({
    ...(existsSync(configFile) && { file: JSON.parse(readFileSync(configFile, 'utf8')) }),
    env: rest,
  });
  const elsewhere = Boolean(config.server.apiUrlForServer || config.api.url);
  return { shared: reading.values.STOREFRONT_SHARED_API !== false && !elsewhere, publicUrl: config.server.publicUrl };
}

/** A port nothing listens on now, on the loopback interface. */
function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The shop's API process (packages/api serve, seeding an empty database first), on a fixed loopback port so a
 * replacement answers where the first one did. `onListening` runs each time one listens (after its index is ready).
 */
function apiProcess({ port, linkOrigin, onListening, onExit }) {
  const child = spawn(process.execPath, [join(root, 'packages/api/dist/bin/serve.js'), '--seed-if-empty'], {
    env: {
      ...serverProcessEnv(),
      HOST: '127.0.0.1',
      PORT: String(port),
      // Links in mail name the shop's port, not this loopback one.
      STOREFRONT_PUBLIC_URL: linkOrigin,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let seen = '';
  child.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (seen === null) return;
    seen += chunk.toString();
    if (!/Storefront API listening on /.test(seen)) return;
    seen = null;
    onListening(child);
  });
  child.once('exit', (code, signal) => onExit(child, code, signal));
  return child;
}

async function main() {
  let count;
  let plan;
  let apiConfig;
  try {
    count = processCount();
    const problem = await secretsProblem();
    if (problem) throw new Error(problem);
    plan = await sharedApiPlan();
    const { loadApiConfig } = await import(pathToFileURL(join(root, 'packages/api/dist/config.js')).href);
    apiConfig = loadApiConfig();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  cluster.setupPrimary({ exec: join(root, 'apps/storefront/dist/server/main.js') });
  process.env.NODE_ENV ||= 'production';
  let stopping = false;
  const startedAt = new Map();
  // What every storefront process is started with (the API's address joins it once the API process listens).
  let workerEnv = mallocSettings();

  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker.id, Date.now());
    // An /invalidate answered by one worker reaches the in-memory caches of all (with Redis they share one anyway).
    worker.on('message', (message) => {
      if (message?.type !== INVALIDATE_MESSAGE) return;
      for (const other of Object.values(cluster.workers ?? {}))
        if (other && other.id !== worker.id && other.isConnected()) other.send(message);
    });
    return worker;
  };

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        console.log('All storefront processes stopped');
        stopApi();
      }
      return;
    }
    console.error(`Storefront process ${worker.process.pid} died (${signal ?? `exit code ${code}`}): starting another`);
    setTimeout(() => !stopping && fork(), lived < QUICK_DEATH_MS ? RESTART_DELAY_MS : 0);
  });

  let api;
  // The storefront processes are gone (their requests in flight were answered): the API process drains last.
  const stopApi = () => {
    if (!api || api.exitCode !== null || api.signalCode !== null) process.exit(0);
    api.once('exit', () => {
      console.log('The API process stopped');
      process.exit(0);
    });
    api.kill('SIGTERM');
  };

  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: every storefront process finishes its requests in flight');
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    if (workers.length === 0) return stopApi();
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  const announce = () =>
    console.log(
      `Storefront cluster: ${count} process${count === 1 ? '' : 'es'} (STOREFRONT_PROCESSES)` +
        (plan.shared ? `, one API process with the search index at ${workerEnv.STOREFRONT_API_URL_FOR_SERVER}` : ''),
    );

  if (!plan.shared) {
    // The first process seeds an empty database alone; the others start once it listens.
    const first = fork();
    first.once('listening', () => {
      for (let i = 1; i < count; i++) fork();
      announce();
    });
    return;
  }

  cluster.setupPrimary({ execArgv: storefrontExecArgv() });
  // The storefront processes share one port; PORT=0 asks for a free one, taken here so the mail links can name it.
  const shopPort = apiConfig.port === 0 ? await freeLoopbackPort() : apiConfig.port;
  const apiPort = await freeLoopbackPort();
  workerEnv = {
    ...workerEnv,
    PORT: String(shopPort),
    STOREFRONT_API_URL_FOR_SERVER: `http://127.0.0.1:${apiPort}`,
    STOREFRONT_SHARED_API: 'true',
  };
  const { resolvePublicOrigin } = await import(pathToFileURL(join(root, 'packages/core/dist/index.js')).href);
  const linkOrigin = resolvePublicOrigin({
    configured: plan.publicUrl || apiConfig.publicUrl,
    host: apiConfig.host,
    port: shopPort,
  });
  let apiStartedAt = 0;
  let forked = false;
  const startApi = () => {
    apiStartedAt = Date.now();
    api = apiProcess({
      port: apiPort,
      linkOrigin,
      // The storefront processes start once the API answers (an empty database is seeded first).
      onListening: () => {
        if (forked || stopping) return;
        forked = true;
        for (let i = 0; i < count; i++) fork();
        announce();
      },
      onExit: (child, code, signal) => {
        if (child !== api || stopping) return;
        console.error(`The API process ${child.pid} died (${signal ?? `exit code ${code}`}): starting another`);
        const lived = Date.now() - apiStartedAt;
        setTimeout(() => !stopping && startApi(), lived < QUICK_DEATH_MS ? RESTART_DELAY_MS : 0);
      },
    });
  };
  startApi();
}

if (cluster.isPrimary && process.argv[1] === fileURLToPath(import.meta.url)) void main();
