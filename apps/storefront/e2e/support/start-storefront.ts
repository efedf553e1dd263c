import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { fillFromTemplate } from './data-dir-template';

const serverScript = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'dist', 'server', 'main.js');
const importScript = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  '..',
  '..',
  'packages',
  'api',
  'dist',
  'bin',
  'import.js',
);

export interface RunningStorefront {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Catalogue files imported with `npm run import` (the built importer) into the fresh database before the server
   * starts, so the shop runs on them instead of the demo catalogue. Each entry is one importer invocation's
   * arguments (files and flags such as `--index`).
   */
  imports?: string[][];
}

/** The built storefront server as a real process on a free port, over a fresh data directory. */
export async function startStorefront(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningStorefront> {
  const ownDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  const serverEnv = { ...process.env, DATA_DIR: ownDir, PORT: '0', HOST: '127.0.0.1', DEMO_PRODUCTS: '120', ...env };
  const imports = options.imports ?? [];
  const earlier = await fillFromTemplate(serverEnv.DATA_DIR, serverEnv, imports, async (dir) => {
    runImports(imports, { ...serverEnv, DATA_DIR: dir });
    // Seeding happens at the first start; an import leaves it to the server (an empty import still seeds there).
    if (imports.length > 0) return '';
    const server = await spawnServer({ ...serverEnv, DATA_DIR: dir });
    await server.stop();
    return server.output().slice(0, server.output().indexOf('Storefront listening on'));
  });
  if (earlier === undefined) runImports(imports, serverEnv);
  const server = await spawnServer(serverEnv);
  return {
    url: server.url,
    // What the server logged, after what the start that made its data directory logged (seeding).
    output: () => (earlier ?? '') + server.output(),
    stop: async () => {
      await server.stop();
      rmSync(ownDir, { recursive: true, force: true });
    },
  };
}

function runImports(imports: string[][], env: NodeJS.ProcessEnv): void {
  for (const args of imports) {
    const result = spawnSync(process.execPath, [importScript, ...args], { env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`Import of ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

async function spawnServer(env: NodeJS.ProcessEnv): Promise<RunningStorefront> {
  const child: ChildProcess = spawn(process.execPath, [serverScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The storefront did not start in 60 s:\n${log}`)), 60_000);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /Storefront listening on (http:\/\/localhost:\d+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The storefront exited (${code}):\n${log}`)));
  });
  return {
    url,
    output: () => log,
    stop: () =>
      new Promise<void>((resolve) => {
        // A server that already died would never emit 'exit' again.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One storefront and one Chromium for the whole test file: started before its tests, stopped after them. `onStart`
 * receives both, so a file keeps them in its own variables.
 */
export function shopAndBrowserPerFile(
  onStart: (started: { shop: RunningStorefront; browser: Browser }) => void,
  env: Record<string, string> = {},
  options: StartOptions = {},
): void {
  let started: { shop?: RunningStorefront; browser?: Browser } = {};
  beforeAll(async () => {
    const [shop, browser] = await Promise.all([startStorefront(env, options), launchBrowser()]);
    started = { shop, browser };
    onStart({ shop, browser });
  });
  afterAll(async () => {
    await started.browser?.close();
    await started.shop?.stop();
  });
}
