import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';

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
  const dataDir = mkdtempSync(join(tmpdir(), 'storefront-e2e-'));
  for (const args of options.imports ?? []) {
    const result = spawnSync(process.execPath, [importScript, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, ...env },
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`Import of ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  const child: ChildProcess = spawn(process.execPath, [serverScript], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', DEMO_PRODUCTS: '120', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
        const cleanUp = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        // A server that already died would never emit 'exit' again.
        if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
        child.once('exit', cleanUp);
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
