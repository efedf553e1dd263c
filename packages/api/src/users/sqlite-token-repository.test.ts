import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open-database.js';
import { SqliteTokenRepository } from './sqlite-token-repository.js';
import { SqliteUserRepository } from './sqlite-user-repository.js';

const DAY = 24 * 3600_000;
let dir: string;
let first: Database;
let second: Database;
let customerId: number;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'storefront-tokens-'));
  // Two connections to one file, as two server processes would have.
  first = openDatabase(join(dir, 'db.sqlite'));
  second = openDatabase(join(dir, 'db.sqlite'));
  const stored = await new SqliteUserRepository(first).create({
    email: 'ada@example.com',
    firstname: 'Ada',
    lastname: 'Lovelace',
    passwordHash: 'scrypt$1$1$1$AA$AA',
    storeId: 1,
    websiteId: 1,
    addresses: [],
  });
  customerId = stored.customer.id;
});
afterEach(() => {
  first.close();
  second.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('SqliteTokenRepository', () => {
  it('rotates a token once across connections: the second rotation without grace revokes the family', async () => {
    const a = new SqliteTokenRepository(first);
    const b = new SqliteTokenRepository(second);
    await a.startFamily({ id: 'fam', customerId, now: 0, expiresAt: DAY }, { hash: 'h0', expiresAt: DAY });
    const [one, two] = await Promise.all([
      a.rotate('h0', { hash: 'h1', expiresAt: DAY }, 10, 0),
      b.rotate('h0', { hash: 'h2', expiresAt: DAY }, 11, 0),
    ]);
    expect(one).toEqual({ kind: 'rotated', familyId: 'fam', customerId });
    expect(two).toEqual({ kind: 'reused', familyId: 'fam', customerId });
    expect(await a.isFamilyActive('fam', 12)).toBe(false);
    expect((await a.rotate('h1', { hash: 'h3', expiresAt: DAY }, 13, 0)).kind).toBe('invalid');
  });

  it('caps a rotated token at its family’s end, and answers invalid after it', async () => {
    const tokens = new SqliteTokenRepository(first);
    await tokens.startFamily({ id: 'fam', customerId, now: 0, expiresAt: 1000 }, { hash: 'h0', expiresAt: 1000 });
    expect((await tokens.rotate('h0', { hash: 'h1', expiresAt: 5000 }, 500, 0)).kind).toBe('rotated');
    expect((await tokens.findRefreshToken('h1'))?.expiresAt).toBe(1000);
    expect((await tokens.rotate('h1', { hash: 'h2', expiresAt: 5000 }, 1000, 0)).kind).toBe('invalid');
  });

  it('redeems a reset token once, only for its customer and before it expires, and only the latest one', async () => {
    const tokens = new SqliteTokenRepository(first);
    await tokens.startFamily({ id: 'fam', customerId, now: 0, expiresAt: DAY }, { hash: 'h0', expiresAt: DAY });
    await tokens.createResetToken({ hash: 'r1', customerId, now: 0, expiresAt: 100 });
    await tokens.createResetToken({ hash: 'r2', customerId, now: 1, expiresAt: 100 });
    expect(await tokens.redeemResetToken('r1', customerId, 'new-hash', 2)).toBe('used');
    expect(await tokens.redeemResetToken('r2', customerId + 1, 'new-hash', 2)).toBe('unknown');
    expect(await tokens.redeemResetToken('r2', customerId, 'new-hash', 100)).toBe('expired');
    expect(first.prepare('SELECT password_hash FROM customers').pluck().get()).toBe('scrypt$1$1$1$AA$AA');
    expect(await tokens.isFamilyActive('fam', 3)).toBe(true);
    expect(await tokens.redeemResetToken('r2', customerId, 'new-hash', 50)).toBe('ok');
    expect(first.prepare('SELECT password_hash FROM customers').pluck().get()).toBe('new-hash');
    expect(await tokens.isFamilyActive('fam', 51)).toBe(false);
    expect(await tokens.redeemResetToken('r2', customerId, 'other-hash', 52)).toBe('used');
  });
});
