import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PostgresBinaries, postgresServerUser } from '../db/postgres-binaries.js';

// Also used by the loopback topology (scripts/topology.mjs), which runs on the build: hence the module in db/.
export { findPostgresBinaries, type PostgresBinaries } from '../db/postgres-binaries.js';

/**
 * A throwaway PostgreSQL cluster for tests: Debian's server binaries, a temp directory, a free loopback port, no
 * durability (fsync off). Never the system service.
 *
 * PostgreSQL refuses to run as root, and tests often do (containers, CI). Then `initdb` and `postgres` are spawned
 * with the uid/gid of the `postgres` user that Debian's package creates (Node's `spawn` `uid`/`gid` options: no
 * `su`/`runuser` in between, so the pid we hold is the postmaster's own and a signal reaches it), and the temp
 * directory is handed to that user first.
 */
export interface PostgresServer {
  port: number;
  /** A connection URL for `database` as the superuser `postgres` (trust authentication on loopback). */
  url(database: string): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const pg = (await import('pg')).default;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`PostgreSQL exited during start-up:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return;
    } catch (error) {
      if (Date.now() > deadline)
        throw new Error(`PostgreSQL did not accept connections within 30 s: ${String(error)}\n${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await client.end().catch(() => {});
    }
  }
}

export async function startPostgresServer(binaries: PostgresBinaries): Promise<PostgresServer> {
  const user = postgresServerUser();
  const dir = mkdtempSync(join(tmpdir(), 'storefront-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  try {
    execFileSync(
      binaries.initdb,
      ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
      { ...user, stdio: 'pipe' },
    );
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`initdb failed: ${String(error)}\n${stderr}`);
  }
  const port = await freePort();
  let output = '';
  const child = spawn(
    binaries.postgres,
    [
      ['-D', data],
      ['-k', dir],
      ['-p', String(port)],
      ['-h', '127.0.0.1'],
      ['-c', 'fsync=off'],
      ['-c', 'synchronous_commit=off'],
      ['-c', 'full_page_writes=off'],
      ['-c', 'max_connections=200'],
    ].flat(),
    { ...user, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Should the test run end without `stop` (a crash, Ctrl-C), the cluster must not outlive it. Even a SIGKILLed
  // runner runs no handler, so a detached shell watches it and stops the server once it is gone.
  const watchdog = spawn(
    'sh',
    [
      '-c',
      'while kill -0 "$0" 2>/dev/null; do sleep 2; done; kill -QUIT "$1" 2>/dev/null; sleep 1; rm -rf "$2"',
      String(process.pid),
      String(child.pid ?? 0),
      dir,
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  const killOnExit = () => {
    watchdog.kill();
    child.kill('SIGQUIT');
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A file the dying server still held: the temp dir is the system's to clean then.
    }
  };
  process.once('exit', killOnExit);
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    process.off('exit', killOnExit);
    watchdog.kill();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT'); // fast shutdown: rolls back open transactions, disconnects clients
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url('postgres'), child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { port, url, stop };
}
