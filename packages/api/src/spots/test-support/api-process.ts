import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiScript } from '../../test-support/api-script.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../../..');

/**
 * The keys the processes of one test shop share (a PostgreSQL shop refuses to start without them); fixed, as every
 * shop a test starts is its own throwaway one.
 */
export const TEST_SECRETS = {
  OBJ_HASH_SECRET: 'test-obj-hash-secret-0123456789',
  AUTH_HASH_SECRET: 'test-auth-secret-0123456789',
};

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
  /** SIGKILL: the process dies at once, mid-request, with no shutdown (a crash). */
  kill(): Promise<void>;
  /** Resolves once the process has printed a line (stdout or stderr) that contains `text`, even before this call. */
  printed(text: string): Promise<void>;
}

/**
 * The API server (`bin/serve`) as its own process (built, or from the sources when the build is behind them: see
 * apiScript), on a free port of 127.0.0.1 over the given database: `database` is the environment that
 * names it (`OpenedTestDatabase.env`: `DATABASE_FILE`, or `DATABASE_URL` on PostgreSQL).
 */
export async function startApiProcess(
  database: Record<string, string>,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const script = apiScript('serve');
  const child: ChildProcess = spawn(script.command, script.args, {
    cwd: root,
    env: { ...process.env, ...TEST_SECRETS, ...env, ...database, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const waiting = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    for (const check of waiting) check();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const printed = (text: string) =>
    new Promise<void>((done, fail) => {
      const check = () => {
        if (!output.includes(text)) return;
        waiting.delete(check);
        done();
      };
      const exited = () => fail(new Error(`The API exited before printing "${text}":\n${output}`));
      if (child.exitCode !== null || child.signalCode !== null) return output.includes(text) ? done() : exited();
      waiting.add(check);
      check();
      child.once('exit', () => {
        if (waiting.delete(check)) exited();
      });
    });
  const url = await new Promise<string>((done, fail) => {
    const check = () => {
      const match = /listening on http:\/\/[^\s/]+:(\d+)/.exec(output);
      if (!match) return;
      waiting.delete(check);
      done(`http://127.0.0.1:${match[1]}`);
    };
    waiting.add(check);
    child.once('exit', (code) => fail(new Error(`The API exited (${code}) before listening:\n${output}`)));
  });
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill(signal);
    });
  return { url, stop: () => end('SIGTERM'), kill: () => end('SIGKILL'), printed };
}
