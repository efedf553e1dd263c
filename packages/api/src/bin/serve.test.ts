import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import type { Sql, SqlExecutor } from '../db/sql.js';
import { listenOnLoopback } from '../test-support/listen-on-loopback.js';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { databaseAnswers, healthRoute } from '../http/health-route.js';
import { apiScript } from '../test-support/api-script.js';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function healthServer(options: { draining: () => boolean; db: SqlExecutor }): Promise<string> {
  const app = express();
  app.use(healthRoute({ draining: options.draining, checkDatabase: databaseAnswers(options.db) }));
  const { url, stop } = await listenOnLoopback(app);
  cleanups.push(stop);
  return `${url}/health`;
}

describe(`the API's /health on ${process.env.TEST_DATABASE ?? 'sqlite'}`, () => {
  it('answers 200 while the database answers, 503 while draining or when the database fails', async () => {
    const opened: OpenedTestDatabase = await openTestDatabase();
    cleanups.push(() => opened.close());
    let draining = false;
    let broken = false;
    const db: SqlExecutor = {
      ...opened.db,
      dialect: opened.db.dialect,
      get: <T>(query: Sql) => (broken ? Promise.reject(new Error('gone')) : opened.db.get<T>(query)),
    } as SqlExecutor;
    const url = await healthServer({ draining: () => draining, db });
    const ok = await fetch(url);
    expect([ok.status, await ok.json(), ok.headers.get('cache-control')]).toEqual([200, { status: 'ok' }, 'no-store']);
    broken = true;
    const failing = await fetch(url);
    expect([failing.status, await failing.json()]).toEqual([503, { status: 'unavailable' }]);
    broken = false;
    draining = true;
    const drained = await fetch(url);
    expect([drained.status, await drained.json(), drained.headers.get('connection')]).toEqual([
      503,
      { status: 'draining' },
      'close',
    ]);
  });
});

describe('bin/serve.ts on the embedded database', () => {
  it('serves /health, and on SIGTERM drains, closes the database and exits 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const serve = apiScript('serve');
    const child = spawn(serve.command, serve.args, {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '' },
    });
    let output = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const url = await new Promise<string>((done, fail) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on http:\/\/[^\s/]+:(\d+)/.exec(output);
        if (match) done(`http://127.0.0.1:${match[1]}`);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then((code) => fail(new Error(`serve exited (${code}) before listening:\n${output}`)));
    });
    // HOST=127.0.0.1: the banner names the address listened on, not localhost.
    expect(output).toContain(`Storefront API listening on ${url}/api`);
    // No back-office owner yet: the start says how to make the first one.
    expect(output).toContain('npm run admin -- add you@example.com --role owner');
    expect((await fetch(`${url}/health`)).status).toBe(200);
    const search = await fetch(`${url}/api/catalog/vue_storefront_catalog/product/_search`);
    expect(search.status).toBe(200);
    // An idle connection outlives a proxy's (nginx closes its own at 60 s): the process never closes it under a
    // request the proxy is sending (docs/deployment.md#nginx).
    expect(search.headers.get('keep-alive')).toBe('timeout=65');
    // PORT=0 took a free port: a reset link (no STOREFRONT_PUBLIC_URL) names that one, not port 0.
    const post = (path: string, body: unknown) =>
      fetch(`${url}/api/user/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const email = 'serve-port@example.com';
    const customer = { email, firstname: 'Ada', lastname: 'Lovelace' };
    expect((await post('create', { customer, password: 'a-long-enough-password' })).status).toBe(200);
    expect((await post('reset-password', { email })).status).toBe(200);
    const outbox = async () => {
      const reply = await fetch(`${url}/api/ext/mail-service/outbox?to=${encodeURIComponent(email)}`);
      return ((await reply.json()) as { result: Array<{ kind: string; text: string }> }).result;
    };
    // The reply goes out before the mail is written.
    await expect.poll(async () => (await outbox()).some((mail) => mail.kind === 'password-reset')).toBe(true);
    const reset = (await outbox()).find((mail) => mail.kind === 'password-reset')!;
    expect(reset.text).toContain(`${url}/create-password?`);
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('Draining: finishing the requests in flight');
    await expect(fetch(`${url}/health`)).rejects.toThrow();
  }, 60_000);
});

describe('bin/serve.ts on PostgreSQL without the shared secrets', () => {
  it('refuses to start, naming OBJ_HASH_SECRET and AUTH_HASH_SECRET, and exits 1 before opening the database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'serve-'));
    cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1' };
    delete env.OBJ_HASH_SECRET;
    delete env.AUTH_HASH_SECRET;
    // Nothing listens there: a process that went on to open the database would fail with another message.
    env.DATABASE_URL = 'postgres://shop@127.0.0.1:9/shop';
    const serve = apiScript('serve');
    const started = spawnSync(serve.command, serve.args, { cwd: root, env, encoding: 'utf8', timeout: 60_000 });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('Refusing to start: set OBJ_HASH_SECRET and AUTH_HASH_SECRET');
    expect(started.stderr).toContain('DATABASE_URL');
  }, 60_000);
});
