import { afterEach, beforeEach, expect, it } from 'vitest';
import { sql, type SqlDatabase } from '../db/sql.js';
import { describeOnEachEngine } from '../test-support/test-database.js';
import { SqlTokenRepository } from './sql-token-repository.js';
import { SqlUserRepository } from './sql-user-repository.js';
import { newCustomer } from './test-support/new-customer.js';
import { secondConnection } from './test-support/second-connection.js';

const DAY = 24 * 3600_000;

describeOnEachEngine('SqlTokenRepository', (opened) => {
  let first: SqlDatabase;
  let second: SqlDatabase;
  let closeSecond: () => Promise<void>;
  let customerId: number;

  beforeEach(async () => {
    first = opened().db;
    // Two connections to one database, as two server processes would have.
    ({ db: second, close: closeSecond } = await secondConnection(opened()));
    const stored = await new SqlUserRepository(first).create(newCustomer('ada@example.com'));
    customerId = stored.customer.id;
  });
  afterEach(() => closeSecond());

  const passwordHash = async () =>
    (await first.get<{ password_hash: string }>(sql`SELECT password_hash FROM customers`))?.password_hash;

  it('rotates a token once across connections; without grace the second presentation is a repetition', async () => {
    const a = new SqlTokenRepository(first);
    const b = new SqlTokenRepository(second);
    await a.startFamily({ id: 'fam', customerId, now: 0, expiresAt: DAY }, { hash: 'h0', expiresAt: DAY });
    // No grace at all (-1 ms): whichever comes second finds h0 rotated, with no successor presented yet.
    const [one, two] = await Promise.all([
      a.rotate('h0', { hash: 'h1', expiresAt: DAY }, 10, -1),
      b.rotate('h0', { hash: 'h2', expiresAt: DAY }, 10, -1),
    ]);
    expect([one, two]).toContainEqual({ kind: 'rotated', familyId: 'fam', customerId });
    expect([one, two]).toContainEqual({ kind: 'repeated', familyId: 'fam', customerId });
    // Both successors used: the chain forked, so one holder replayed h0 and the family ends.
    expect((await a.rotate('h1', { hash: 'h3', expiresAt: DAY }, 20, -1)).kind).toBe('rotated');
    expect((await b.rotate('h2', { hash: 'h4', expiresAt: DAY }, 21, -1)).kind).toBe('reused');
    expect(await a.isFamilyActive('fam', 22)).toBe(false);
    expect((await a.rotate('h3', { hash: 'h5', expiresAt: DAY }, 23, 0)).kind).toBe('invalid');
  });

  it('answers a client that never keeps the new token for a day of hourly refreshes', async () => {
    const tokens = new SqlTokenRepository(first);
    await tokens.startFamily({ id: 'fam', customerId, now: 0, expiresAt: 2 * DAY }, { hash: 'login', expiresAt: DAY });
    const kinds = [];
    for (let hour = 1; hour <= 24; hour++) {
      kinds.push(
        (await tokens.rotate('login', { hash: `n${hour}`, expiresAt: DAY }, hour * 3600_000 - 1, 10_000)).kind,
      );
    }
    expect(kinds[0]).toBe('rotated');
    expect(kinds.slice(1)).toEqual(Array(23).fill('repeated'));
    expect(await tokens.isFamilyActive('fam', DAY)).toBe(true);
  });

  it('follows a client that rotates for a day of hourly refreshes, and ends the family when a thief replays its first token', async () => {
    const tokens = new SqlTokenRepository(first);
    await tokens.startFamily({ id: 'fam', customerId, now: 0, expiresAt: 2 * DAY }, { hash: 't0', expiresAt: 2 * DAY });
    for (let hour = 1; hour <= 24; hour++) {
      const outcome = await tokens.rotate(
        `t${hour - 1}`,
        { hash: `t${hour}`, expiresAt: 2 * DAY },
        hour * 3600_000,
        10_000,
      );
      expect(outcome.kind).toBe('rotated');
    }
    expect((await tokens.rotate('t0', { hash: 'thief', expiresAt: 2 * DAY }, DAY + 60_000, 10_000)).kind).toBe(
      'reused',
    );
    expect(await tokens.isFamilyActive('fam', DAY + 60_001)).toBe(false);
    expect((await tokens.rotate('t24', { hash: 'owner', expiresAt: 2 * DAY }, DAY + 120_000, 10_000)).kind).toBe(
      'invalid',
    );
  });

  it('catches a thief who copied a token its owner had not rotated away yet once both use what they got', async () => {
    const tokens = new SqlTokenRepository(first);
    await tokens.startFamily({ id: 'fam', customerId, now: 0, expiresAt: DAY }, { hash: 't0', expiresAt: DAY });
    expect((await tokens.rotate('t0', { hash: 'owner1', expiresAt: DAY }, 3600_000, 10_000)).kind).toBe('rotated');
    // The thief presents the stolen t0 before the owner used owner1: nothing tells them apart yet.
    expect((await tokens.rotate('t0', { hash: 'thief1', expiresAt: DAY }, 3700_000, 10_000)).kind).toBe('repeated');
    expect((await tokens.rotate('thief1', { hash: 'thief2', expiresAt: DAY }, 3800_000, 10_000)).kind).toBe('rotated');
    // The owner's next refresh forks the chain: the family ends for both.
    expect((await tokens.rotate('owner1', { hash: 'owner2', expiresAt: DAY }, 7200_000, 10_000)).kind).toBe('reused');
    expect((await tokens.rotate('thief2', { hash: 'thief3', expiresAt: DAY }, 7300_000, 10_000)).kind).toBe('invalid');
  });

  it('ends the family when the owner and a thief first use their successors of one token at the same moment', async () => {
    const owner = new SqlTokenRepository(first);
    const thief = new SqlTokenRepository(second);
    // Several rounds: the two first presentations must meet inside the database to show the race.
    for (let round = 0; round < 10; round++) {
      const family = `fam${round}`;
      const token = (name: string) => ({ hash: `${family}-${name}`, expiresAt: DAY });
      await owner.startFamily({ id: family, customerId, now: 0, expiresAt: DAY }, token('t0'));
      expect((await owner.rotate(`${family}-t0`, token('owner1'), 3600_000, 10_000)).kind).toBe('rotated');
      // The thief replays its copy of t0 before the owner used owner1: nothing tells them apart yet.
      expect((await thief.rotate(`${family}-t0`, token('thief1'), 3700_000, 10_000)).kind).toBe('repeated');
      // Each now presents its successor over its own connection, at once: the chain forked, whichever comes first.
      const outcomes = await Promise.all([
        owner.rotate(`${family}-owner1`, token('owner2'), 7200_000, 10_000),
        thief.rotate(`${family}-thief1`, token('thief2'), 7200_000, 10_000),
      ]);
      expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['reused', 'rotated']);
      expect(await owner.isFamilyActive(family, 7200_001)).toBe(false);
    }
  });

  it('lets one of many concurrent refreshes over two connections rotate a token; within grace the rest retry', async () => {
    const a = new SqlTokenRepository(first);
    const b = new SqlTokenRepository(second);
    await a.startFamily({ id: 'fam', customerId, now: 0, expiresAt: DAY }, { hash: 'h0', expiresAt: DAY });
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        (i % 2 ? b : a).rotate('h0', { hash: `n${i}`, expiresAt: DAY }, 10 + i, 60_000),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.kind === 'rotated')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'retried')).toHaveLength(7);
    expect(await a.isFamilyActive('fam', 100)).toBe(true);
    const issued = await first.get<{ n: number }>(
      sql`SELECT count(*) AS n FROM refresh_tokens WHERE parent_hash = ${'h0'}`,
    );
    expect(Number(issued?.n)).toBe(8);
  });

  it('caps a rotated token at its family’s end, and answers invalid after it', async () => {
    const tokens = new SqlTokenRepository(first);
    await tokens.startFamily({ id: 'fam', customerId, now: 0, expiresAt: 1000 }, { hash: 'h0', expiresAt: 1000 });
    expect((await tokens.rotate('h0', { hash: 'h1', expiresAt: 5000 }, 500, 0)).kind).toBe('rotated');
    expect((await tokens.findRefreshToken('h1'))?.expiresAt).toBe(1000);
    expect((await tokens.rotate('h1', { hash: 'h2', expiresAt: 5000 }, 1000, 0)).kind).toBe('invalid');
  });

  it('redeems a reset token once, only for its customer and before it expires, and only the latest one', async () => {
    const tokens = new SqlTokenRepository(first);
    await tokens.startFamily({ id: 'fam', customerId, now: 0, expiresAt: DAY }, { hash: 'h0', expiresAt: DAY });
    await tokens.createResetToken({ hash: 'r1', customerId, now: 0, expiresAt: 100 });
    await tokens.createResetToken({ hash: 'r2', customerId, now: 1, expiresAt: 100 });
    expect(await tokens.redeemResetToken('r1', customerId, 'new-hash', 2)).toBe('used');
    expect(await tokens.redeemResetToken('r2', customerId + 1, 'new-hash', 2)).toBe('unknown');
    expect(await tokens.redeemResetToken('r2', customerId, 'new-hash', 100)).toBe('expired');
    expect(await passwordHash()).toBe('scrypt$1$1$1$AA$AA');
    expect(await tokens.isFamilyActive('fam', 3)).toBe(true);
    expect(await tokens.redeemResetToken('r2', customerId, 'new-hash', 50)).toBe('ok');
    expect(await passwordHash()).toBe('new-hash');
    expect(await tokens.isFamilyActive('fam', 51)).toBe(false);
    expect(await tokens.redeemResetToken('r2', customerId, 'other-hash', 52)).toBe('used');
  });

  it('redeems a reset token once when two connections redeem it at the same moment', async () => {
    await new SqlTokenRepository(first).createResetToken({ hash: 'r', customerId, now: 0, expiresAt: 100 });
    const answers = await Promise.all([
      new SqlTokenRepository(first).redeemResetToken('r', customerId, 'one', 5),
      new SqlTokenRepository(second).redeemResetToken('r', customerId, 'two', 5),
    ]);
    expect(answers.sort()).toEqual(['ok', 'used']);
  });
});
