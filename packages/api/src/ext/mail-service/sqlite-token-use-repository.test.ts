import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/open-database.js';
import { SqliteTokenUseRepository } from './sqlite-token-use-repository.js';

describe('SqliteTokenUseRepository', () => {
  it('counts up to max uses per token', async () => {
    const uses = new SqliteTokenUseRepository(openDatabase(':memory:'));
    const options = { max: 2, expiresAt: 2000, now: 1_000_000 };
    expect(await uses.use('a', options)).toBe(true);
    expect(await uses.use('a', options)).toBe(true);
    expect(await uses.use('a', options)).toBe(false);
    expect(await uses.use('b', options)).toBe(true);
  });

  it('forgets tokens once they have expired', async () => {
    const db = openDatabase(':memory:');
    const uses = new SqliteTokenUseRepository(db);
    await uses.use('old', { max: 1, expiresAt: 100, now: 50_000 });
    await uses.use('new', { max: 1, expiresAt: 300, now: 101_000 });
    expect(db.prepare('SELECT token_id FROM mail_service_token_uses').pluck().all()).toEqual(['new']);
  });
});
