import { expect, it } from 'vitest';
import { sql } from '../../db/sql.js';
import { describeOnEachEngine } from '../../test-support/test-database.js';
import { secondConnection } from '../../users/test-support/second-connection.js';
import { SqlTokenUseRepository } from './sql-token-use-repository.js';

describeOnEachEngine('SqlTokenUseRepository', (opened) => {
  it('counts up to max uses per token', async () => {
    const uses = new SqlTokenUseRepository(opened().db);
    const options = { max: 2, expiresAt: 2000, now: 1_000_000 };
    expect(await uses.use('a', options)).toBe(true);
    expect(await uses.use('a', options)).toBe(true);
    expect(await uses.use('a', options)).toBe(false);
    expect(await uses.use('b', options)).toBe(true);
  });

  it('forgets tokens once they have expired', async () => {
    const uses = new SqlTokenUseRepository(opened().db);
    await uses.use('old', { max: 1, expiresAt: 100, now: 50_000 });
    await uses.use('new', { max: 1, expiresAt: 300, now: 101_000 });
    expect(await opened().db.all(sql`SELECT token_id FROM mail_service_token_uses`)).toEqual([{ token_id: 'new' }]);
  });

  it('grants exactly max uses to concurrent callers on two connections', async () => {
    const other = await secondConnection(opened());
    try {
      const options = { max: 5, expiresAt: 2000, now: 1_000_000 };
      const granted = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          new SqlTokenUseRepository(i % 2 ? other.db : opened().db).use('t', options),
        ),
      );
      expect(granted.filter(Boolean)).toHaveLength(5);
    } finally {
      await other.close();
    }
  });
});
