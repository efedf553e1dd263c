import { expect, it } from 'vitest';
import type { FamilyRevocations, RevokedFamily } from '../auth/family-revocations.js';
import { sql } from '../db/sql.js';
import { describeOnEachEngine } from '../test-support/test-database.js';
import { SqlTokenRepository } from './sql-token-repository.js';
import { SqlUserRepository } from './sql-user-repository.js';
import { newCustomer } from './test-support/new-customer.js';
import { settledOnTwoConnections } from './test-support/second-connection.js';
import { DuplicateEmailError } from './user-repository.js';

const DAY = 86_400_000;

/** Records what the repositories announce, as the Redis cache would receive it. */
function recordingRevocations(): FamilyRevocations & { announced: RevokedFamily[] } {
  const announced: RevokedFamily[] = [];
  return {
    announced,
    announce: async (families) => {
      announced.push(...families);
    },
    isRevoked: async () => undefined,
  };
}

describeOnEachEngine('SqlUserRepository', (opened) => {
  it('creates one customer when two connections register one e-mail (in two cases) at once', async () => {
    const results = await settledOnTwoConnections(opened(), 6, (db, i) =>
      new SqlUserRepository(db).create(newCustomer(i % 2 ? 'TWICE@example.com' : 'twice@example.com')),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DuplicateEmailError);
    expect(await opened().db.get(sql`SELECT count(*) AS n FROM customers`)).toEqual({ n: 1 });
  });

  it('finds a customer by e-mail in any case, and refuses another customer’s e-mail in another case', async () => {
    const users = new SqlUserRepository(opened().db);
    const ada = await users.create({
      ...newCustomer('Ada@Example.com'),
      addresses: [
        {
          firstname: 'Ada',
          lastname: 'Lovelace',
          street: ['1 Analytical Way'],
          city: 'London',
          postcode: 'N1',
          country_id: 'GB',
          default_shipping: true,
        },
      ],
    });
    expect((await users.findByEmail(' ada@EXAMPLE.com '))?.customer.id).toBe(ada.customer.id);
    expect(ada.customer.addresses).toHaveLength(1);
    expect(ada.customer.default_shipping).toBe(String(ada.customer.addresses[0]!.id));
    const bob = await users.create(newCustomer('bob@example.com'));
    await expect(
      users.updateProfile(bob.customer.id, { email: 'ADA@example.com', firstname: 'Bob', lastname: 'B' }),
    ).rejects.toBeInstanceOf(DuplicateEmailError);
    expect((await users.findById(bob.customer.id))?.customer.email).toBe('bob@example.com');
  });

  it('revokes every other family on a password change and announces them after the commit', async () => {
    const revocations = recordingRevocations();
    const users = new SqlUserRepository(opened().db, Date.now, revocations);
    const tokens = new SqlTokenRepository(opened().db, revocations);
    const { customer: ada } = await users.create(newCustomer('ada@example.com'));
    for (const id of ['keep', 'a', 'b'])
      await tokens.startFamily({ id, customerId: ada.id, now: 0, expiresAt: DAY }, { hash: id, expiresAt: DAY });
    await users.setPassword(ada.id, 'new', { now: 10, keepFamilyId: 'keep', reason: 'password-change' });
    expect(await tokens.isFamilyActive('keep', 11)).toBe(true);
    expect(await tokens.isFamilyActive('a', 11)).toBe(false);
    expect(revocations.announced.sort((x, y) => x.id.localeCompare(y.id))).toEqual([
      { id: 'a', expiresAt: DAY },
      { id: 'b', expiresAt: DAY },
    ]);
    await users.setPassword(ada.id, 'newer', { now: 20, reason: 'password-change' });
    expect(await tokens.isFamilyActive('keep', 21)).toBe(false);
    expect(revocations.announced.map((family) => family.id)).toContain('keep');
  });
});
