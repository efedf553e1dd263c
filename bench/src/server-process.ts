import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is bench/src or bench/dist). */
export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A built command of the API, `packages/api/dist/bin/<name>.js` (serve, seed, import). */
export const apiScript = (name: string) => join(REPO_ROOT, 'packages', 'api', 'dist', 'bin', `${name}.js`);

export interface ServerProcess {
  url: string;
  pid: number;
  /** From the spawn to the line saying it listens. */
  startupMs: number;
  rssMb(): number;
  /** What it printed so far (for the bench's own error messages). */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the built API server as its own process on a free port and waits until it listens (index warm). */
export async function startServer(
  serveScript: string,
  env: Record<string, string>,
  listening: RegExp = /listening on (http:\/\/[^\s/]+:\d+)/,
): Promise<ServerProcess> {
  // As the shop's own launchers start it (scripts/server-env.mjs: glibc's malloc setting).
  const { serverProcessEnv } = (await import(join(REPO_ROOT, 'scripts', 'server-env.mjs'))) as {
    serverProcessEnv: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
  };
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [serveScript], {
    env: serverProcessEnv({ ...process.env, ...env, PORT: '0', HOST: '127.0.0.1' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = listening.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
  const startupMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    startupMs,
    output: () => output,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        // A server that already died would never emit 'exit' again.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The line the storefront server prints once it listens (scripts/serve and the built server). */
export const STOREFRONT_LISTENING = /Storefront listening on (http:\/\/[^\s/]+:\d+)/;

/** The storefront as `npm start` serves it (production build, embedded API) over the database in `dataDir`. */
export function startStorefront(
  storefrontScript: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  return startServer(storefrontScript, { DATA_DIR: dataDir, NODE_ENV: 'production', ...env }, STOREFRONT_LISTENING);
}
