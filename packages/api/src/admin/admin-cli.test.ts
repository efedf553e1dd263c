import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedTestDatabase } from '../test-support/sql-test-databases.js';
import { openTestDatabase } from '../test-support/test-database.js';
import { verifyPassword } from '../users/password-hash.js';
import { adminUsers } from './admin-users.js';
import { auditRows } from './test-support/back-office.js';
import { firstOwnerHint, runAdminCli } from './admin-cli.js';
import { defaultApiConfig, deepMerge } from '../config.js';
import { databaseLabel } from '../db/database-label.js';
import { sql } from '../db/sql.js';
import { FAST_SCRYPT } from '../users/test-support/start-user-api.js';
import { apiScript } from '../test-support/api-script.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
let database: OpenedTestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run admin -- <args>` as a child process on the suite's database, `stdin` piped in. */
function admin(args: string[], stdin = ''): Promise<{ code: number | null; out: string; err: string }> {
  const script = apiScript('admin', args);
  const child = spawn(script.command, script.args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_FILE: '', DATABASE_URL: '', ...database.env },
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((done) => child.once('exit', (code) => done({ code, out, err })));
}

/** The same command in this process, the password handed in as standard input would give it. */
async function inProcess(args: string[], password = '') {
  let out = '';
  let err = '';
  const config = deepMerge(defaultApiConfig(dataDir), { users: { scrypt: FAST_SCRYPT } });
  const code = await runAdminCli(args, {
    db: database.db,
    config,
    io: { stdout: (text) => (out += `${text}\n`), stderr: (text) => (err += `${text}\n`) },
    readPassword: async () => password,
  });
  return { code, out, err };
}

describe('npm run admin', () => {
  it('adds the first owner in a child process, the password piped to standard input, never taken from argv', async () => {
    expect(await firstOwnerHint(database.db)).toContain('npm run admin -- add you@example.com --role owner');
    const added = await admin(['add', 'Owner@Shop.test', '--role', 'owner'], 'first owner password\n');
    expect(added.code).toBe(0);
    // It names the database it wrote to: run without the server's DATA_DIR, it would have made another one.
    const where = databaseLabel({
      databaseFile: database.env.DATABASE_FILE ?? '',
      databaseUrl: database.env.DATABASE_URL,
    });
    expect(added.out.trim().split('\n').at(-1)).toBe(
      `Added owner owner@shop.test to ${where}. Sign in at /admin in the browser (the API's POST /api/admin/login) ` +
        'of the shop that runs on this database.',
    );
    const stored = (await adminUsers.byEmail(database.db, 'owner@shop.test'))!;
    expect(stored.role).toBe('owner');
    expect(await verifyPassword('first owner password', stored.passwordHash)).toBe(true);
    expect(await firstOwnerHint(database.db)).toBeUndefined();
    // A password on the command line is refused: it would stay in the shell's history.
    const inArgv = await admin(['add', 'staff@shop.test', '--role', 'staff', 'secret password'], 'x\n');
    expect(inArgv.code).toBe(2);
    expect(inArgv.err).toContain('the password is read from standard input');
    expect(await adminUsers.byEmail(database.db, 'staff@shop.test')).toBeUndefined();
  }, 90_000);

  it('lists, changes a password, removes, and refuses a short password or the last owner', async () => {
    const short = await inProcess(['add', 'staff@shop.test', '--role', 'staff'], 'short');
    expect([short.code, short.err.trim()]).toEqual([1, 'The password must have at least 12 characters']);
    expect((await inProcess(['add', 'staff@shop.test', '--role', 'boss'], 'a long enough one')).code).toBe(2);
    expect((await inProcess(['add', 'staff@shop.test', '--role', 'staff'], 'a long enough one')).code).toBe(0);
    expect((await inProcess(['add', 'staff@shop.test', '--role', 'staff'], 'a long enough one')).code).toBe(1);
    const list = await inProcess(['list']);
    expect(list.out).toMatch(/\towner@shop\.test\towner\n.*\tstaff@shop\.test\tstaff/s);
    expect((await inProcess(['passwd', 'staff@shop.test'], 'the next long password')).code).toBe(0);
    const changed = (await adminUsers.byEmail(database.db, 'staff@shop.test'))!;
    expect(await verifyPassword('the next long password', changed.passwordHash)).toBe(true);
    const last = await inProcess(['remove', 'owner@shop.test']);
    expect([last.code, last.err.trim()]).toEqual([
      1,
      'The last active owner cannot be removed: add another owner first',
    ]);
    expect((await inProcess(['remove', 'staff@shop.test'])).code).toBe(0);
    expect(await adminUsers.byEmail(database.db, 'staff@shop.test')).toBeUndefined();
    expect((await inProcess(['remove', 'nobody@shop.test'])).code).toBe(1);
    expect((await inProcess(['help'])).code).toBe(0);
    expect((await inProcess([])).code).toBe(2);
    expect((await inProcess(['rename', 'a@shop.test'])).code).toBe(2);
    const audit = await auditRows(database.db);
    expect(audit.map((row) => [row.action, row.user_email])).toEqual([
      ['user.add', 'cli'],
      ['user.add', 'cli'],
      ['user.password', 'cli'],
      ['user.remove', 'cli'],
    ]);
  });

  it('hints at making an owner again when the only owners left are disabled (they cannot sign in)', async () => {
    // The suite's owner (owner@shop.test) is enabled: no hint.
    expect(await firstOwnerHint(database.db)).toBeUndefined();
    await database.db.run(sql`UPDATE admin_users SET disabled_at = ${Date.now()} WHERE role = 'owner'`);
    try {
      expect(await firstOwnerHint(database.db)).toContain('npm run admin -- add you@example.com --role owner');
    } finally {
      await database.db.run(sql`UPDATE admin_users SET disabled_at = NULL WHERE role = 'owner'`);
    }
    expect(await firstOwnerHint(database.db)).toBeUndefined();
  });
});
