// Redis and the storefront processes of the loopback topology.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { httpStatus, waitFor } from './processes.mjs';
import { serverProcessEnv } from '../server-env.mjs';

/** redis-server on PATH or where Debian puts it; undefined when it is not installed. */
export function findRedisServer(path = process.env.PATH ?? '') {
  return [...path.split(':').filter(Boolean), '/usr/bin']
    .map((dir) => join(dir, 'redis-server'))
    .find((file) => existsSync(file));
}

/** PING over a plain socket: true on +PONG. */
export function redisPing(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    let answer = '';
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) {
        socket.end();
        resolve(answer.startsWith('+PONG'));
      }
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(answer.startsWith('+PONG')));
  });
}

/**
 * Redis as the shared output cache: no persistence (a cache), bounded memory evicting the least recently used page,
 * as the README advises for production.
 */
export async function startRedis(redisServer, dir, port) {
  const home = join(dir, 'redis');
  mkdirSync(home, { recursive: true });
  const pidFile = join(home, 'redis.pid');
  execFileSync(
    redisServer,
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--dir', home],
      ...['--daemonize', 'yes', '--pidfile', pidFile, '--logfile', join(home, 'redis.log')],
      ...['--save', '', '--appendonly', 'no', '--maxmemory', '128mb', '--maxmemory-policy', 'allkeys-lru'],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitFor('redis', () => redisPing(port), 20_000);
  return pidFile;
}

/**
 * One storefront process (the built server) on its own loopback port, detached so it outlives this script, its
 * output in `dir`/storefront/<port>.log, with `nodeFlags` before the script. Its data is in PostgreSQL (DATABASE_URL in `env`); DATA_DIR keeps only
 * what is local to the process (the auth secret is shared through the same directory). NODE_ENV is production unless
 * TOPOLOGY_NODE_ENV says otherwise: the fault tests run it as `test`, where the order failpoints work
 * (docs/failpoints.md).
 */
export function startStorefront(root, dir, port, env, nodeFlags = []) {
  const server = [...nodeFlags, join(root, 'apps/storefront/dist/server/main.js')];
  return startDetached(root, dir, `${port}.log`, server, port, env);
}

/**
 * The shop's API process (packages/api serve, seeding an empty catalogue first) that the storefront processes of
 * `up --shared-api` render through: the only one holding a search index. Started as a storefront process is, with the
 * same DATA_DIR, so whatever the seed writes there (banners, images) is where the API that serves /img looks; its
 * output in `dir`/storefront/api-<port>.log.
 */
export function startApi(root, dir, port, env) {
  const serve = [join(root, 'packages/api/dist/bin/serve.js'), '--seed-if-empty'];
  return startDetached(root, dir, `api-${port}.log`, serve, port, env);
}

function startDetached(root, dir, logName, args, port, env) {
  const home = join(dir, 'storefront');
  mkdirSync(home, { recursive: true });
  const log = openSync(join(home, logName), 'a');
  try {
    const child = spawn(process.execPath, args, {
      cwd: root,
      detached: true,
      stdio: ['ignore', log, log],
      env: {
        ...serverProcessEnv(),
        NODE_ENV: process.env.TOPOLOGY_NODE_ENV || 'production',
        DATA_DIR: home,
        HOST: '127.0.0.1',
        PORT: String(port),
        ...env,
      },
    });
    child.unref();
    return child.pid;
  } finally {
    closeSync(log);
  }
}

export const healthUrl = (port) => `http://127.0.0.1:${port}/health`;

/** Waits for 200 from the process's /health (the first one seeds an empty catalogue first: up to two minutes). */
export function waitForHealth(port, timeoutMs = 120_000, what = `storefront on port ${port}`) {
  return waitFor(what, async () => (await httpStatus(healthUrl(port))) === 200, timeoutMs);
}
