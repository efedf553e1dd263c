// Small process and network helpers of the loopback topology (scripts/topology.mjs). Plain Node, no dependencies.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createConnection, createServer } from 'node:net';

/** A port nothing listens on now (the kernel's choice), on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Whether the process runs. A dead child of a process that does not reap (a container without an init) stays a
 * zombie, which signal 0 still reaches: /proc tells it apart.
 */
export function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` (truthy = done) until it is, or throws `what` after `timeoutMs`. */
export async function waitFor(what, check, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let last;
  for (;;) {
    try {
      const result = await check();
      if (result) return result;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not ready after ${timeoutMs / 1000} s${last ? ` (${last.message})` : ''}`);
    await sleep(200);
  }
}

/** GET a loopback URL: the status code, or 0 when nothing answers. No keep-alive, so nothing stays open. */
export function httpStatus(url, timeoutMs = 5000) {
  return new Promise((resolve) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

/** Whether something accepts TCP connections on the loopback port. */
export function listening(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Signals a process and waits for it to go; SIGKILL after `graceMs`. */
export async function stopPid(pid, signal = 'SIGTERM', graceMs = 15_000) {
  if (!alive(pid)) return;
  try {
    process.kill(pid, signal);
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone meanwhile.
    }
    while (alive(pid)) await sleep(50);
  }
}

/** The first line of a pid file (PostgreSQL's postmaster.pid, Redis's and nginx's pid files), or undefined. */
export function pidFromFile(file) {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0].trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
