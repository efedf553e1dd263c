import { expect } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { createApiApp } from '../../app.js';
import { defaultApiConfig, deepMerge, type ApiConfig } from '../../config.js';
import type { SqlDatabase } from '../../db/sql.js';
import { SqlCatalogRepository } from '../../db/sql-catalog-repository.js';
import type { Mailer, OutgoingMail } from '../../mail/mailer.js';
import type { PasswordHasher } from '../password-hash.js';
import { closeTestApi, getJson, type AnyJson } from '../../test-support/start-test-api.js';
import { listenOnLoopback } from '../../test-support/listen-on-loopback.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { testClockAndMails } from '../../test-support/test-clock-and-mails.js';

/** scrypt parameters that keep tests fast; one test keeps the real (OWASP) ones. */
export const FAST_SCRYPT = { N: 1024, r: 8, p: 1, keyLength: 32 };

/** `Db`: a helper built on this one that still hands tests the raw SQLite handle names it (until it is ported). */
export interface UserTestApi<Db = unknown> {
  url: string;
  config: ApiConfig;
  /** The server's database, on the suite's engine (`TEST_DATABASE`). */
  db: Db;
  /** Mails handed to the mailer, in order. */
  mails: OutgoingMail[];
  /** Moves the API's clock forward. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** What `startUserApi` answers: the server's database is on the port. */
export type UserApi = UserTestApi<SqlDatabase>;

/** A real API server on a random port with fast hashing, a clock the test moves, and a mailer that records. */
export async function startUserApi(
  overrides: unknown = {},
  mailer?: Mailer,
  options: { passwordHasher?: PasswordHasher } = {},
): Promise<UserApi> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-users-'));
  const config = deepMerge(defaultApiConfig(dir), deepMerge({ users: { scrypt: FAST_SCRYPT } }, overrides));
  const opened = await openTestDatabase();
  const { db } = opened;
  const { now, advance, mails, recordingMailer } = testClockAndMails(Date.now());
  const { app, api } = createApiApp({
    config,
    catalog: new SqlCatalogRepository(db),
    database: db,
    mailer: mailer ?? recordingMailer,
    now,
    ...(options.passwordHasher && { passwordHasher: options.passwordHasher }),
  });
  const { url, stop } = await listenOnLoopback(app);
  return {
    url,
    config,
    db,
    mails,
    advance,
    close: () => closeTestApi({ stop, api, opened, dir }),
  };
}

export const PASSWORD = 'correct horse 1';

export function registration(email: string, extra: Record<string, unknown> = {}) {
  return { customer: { email, firstname: 'Ada', lastname: 'Lovelace', ...extra }, password: PASSWORD };
}

export interface CallOptions {
  token?: string;
  bearer?: string;
  /** A `host` here is sent as given (fetch would replace it with the URL's). */
  headers?: Record<string, string>;
  method?: string;
  /**
   * The loopback address the call comes from (`127.0.0.2`...): on Linux all of 127/8 reaches the server on
   * 127.0.0.1, so two "clients" have two real peer addresses without a proxy header.
   */
  from?: string;
}

/** One HTTP request through node:http, which sends the Host header and source address it is given. */
function rawRequest(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: string },
  localAddress: string | undefined,
): Promise<{ status: number; body: AnyJson; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers: init.headers,
        ...(localAddress && { localAddress }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers))
            if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
          let body: AnyJson;
          try {
            body = JSON.parse(text) as AnyJson;
          } catch {
            body = text;
          }
          resolve({ status: res.statusCode ?? 0, body, headers });
        });
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

/** A JSON call to `/api/user/<path>`. */
export function call(api: UserTestApi, path: string, body?: unknown, options: CallOptions = {}) {
  const url = new URL(`${api.url}/api/user/${path}`);
  if (options.token !== undefined) url.searchParams.set('token', options.token);
  const headers: Record<string, string> = { ...options.headers };
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  const init = {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  };
  if (options.from !== undefined || headers.host !== undefined) return rawRequest(url, init, options.from);
  return getJson(url.toString(), init);
}

/** Registers `email` and logs in: the access and refresh tokens. */
export async function registerAndLogin(api: UserTestApi, email: string) {
  const created = await call(api, 'create', registration(email));
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const login = await call(api, 'login', { username: email, password: PASSWORD });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return {
    customer: created.body.result,
    token: login.body.result as string,
    refreshToken: login.body.meta.refreshToken as string,
  };
}

/**
 * Asks for a reset link for `email` and waits for its mail (the API answers before it looks the address up): the
 * reply and the link of the mail.
 */
export async function requestResetLink(api: UserTestApi, email: string, headers: Record<string, string> = {}) {
  const resets = () => api.mails.filter((mail) => mail.kind === 'password-reset');
  const before = resets().length;
  const reply = await call(api, 'reset-password', { email }, { headers });
  await expect.poll(() => resets().length).toBe(before + 1);
  const link = new URL(
    resets()
      .at(-1)!
      .text.match(/https?:\/\/\S+/)![0],
  );
  return { reply, link, token: link.searchParams.get('token')! };
}
