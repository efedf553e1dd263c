// `npm run start:cluster`: STOREFRONT_PROCESSES storefront processes (default: one per CPU) sharing one port through
// node:cluster. The built server must exist (`npm run build`). A worker that dies is replaced; SIGTERM or SIGINT
// drains every worker (each finishes its requests in flight) and exits 0 once all are gone.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

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

async function main() {
  let count;
  try {
    count = processCount();
    const problem = await secretsProblem();
    if (problem) throw new Error(problem);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  cluster.setupPrimary({ exec: join(root, 'apps/storefront/dist/server/main.js') });
  process.env.NODE_ENV ||= 'production';
  let stopping = false;
  const startedAt = new Map();

  const fork = () => {
    const worker = cluster.fork();
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
        process.exit(0);
      }
      return;
    }
    console.error(`Storefront process ${worker.process.pid} died (${signal ?? `exit code ${code}`}): starting another`);
    setTimeout(() => !stopping && fork(), lived < QUICK_DEATH_MS ? RESTART_DELAY_MS : 0);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: every storefront process finishes its requests in flight');
    const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
    if (workers.length === 0) process.exit(0);
    for (const worker of workers) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  // The first process seeds an empty database alone; the others start once it listens.
  const first = fork();
  first.once('listening', () => {
    for (let i = 1; i < count; i++) fork();
    console.log(`Storefront cluster: ${count} process${count === 1 ? '' : 'es'} (STOREFRONT_PROCESSES)`);
  });
}

if (cluster.isPrimary && process.argv[1] === fileURLToPath(import.meta.url)) void main();
