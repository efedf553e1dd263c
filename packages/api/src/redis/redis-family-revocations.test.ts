import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { call, registerAndLogin, startUserApi, type UserApi } from '../users/test-support/start-user-api.js';
import { redisMissing, startTestRedis, type RunningRedis } from '../test-support/start-test-redis.js';
import { closeRedis, openRedis, redisReady } from './open-redis.js';
import { RedisFamilyRevocations, revokedFamilyKey } from './redis-family-revocations.js';

const missing = redisMissing();
if (missing) console.warn(`Skipping the Redis revocation tests: ${missing}`);

const DAY = 86_400_000;

describe.skipIf(missing !== undefined)('token-family revocations shared through Redis', () => {
  let redis: RunningRedis;
  let api: UserApi | undefined;
  beforeAll(async () => {
    redis = await startTestRedis();
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  afterAll(async () => {
    await closeRedis();
    await redis?.stop();
  });

  const client = () => openRedis(redis.url);
  const familyOf = async (db: UserApi['db'], customerId: number) =>
    (
      await db.all<{ id: string }>(sql`SELECT id FROM token_families WHERE customer_id = ${customerId} ORDER BY id`)
    ).map((row) => row.id);

  it('keeps a revoked family as long as it would have lived, and knows nothing of any other', async () => {
    const revocations = new RedisFamilyRevocations(client);
    const now = Date.now();
    await revocations.announce(
      [
        { id: 'living', expiresAt: now + DAY },
        { id: 'over', expiresAt: now - 1 },
      ],
      now,
    );
    expect(await revocations.isRevoked('living')).toBe(true);
    expect(await revocations.isRevoked('over')).toBeUndefined();
    expect(await revocations.isRevoked('unknown')).toBeUndefined();
    const ttl = await (await client()).pttl(revokedFamilyKey('living'));
    expect(ttl).toBeGreaterThan(DAY - 60_000);
    expect(ttl).toBeLessThanOrEqual(DAY);
  });

  it('marks a logged-out family in Redis for its remaining life, and refuses a family Redis knows revoked first', async () => {
    api = await startUserApi({ redis: { url: redis.url } });
    const { customer, token, refreshToken } = await registerAndLogin(api, 'ada@example.com');
    const [family] = await familyOf(api.db, customer.id);
    expect((await call(api, 'logout', { refreshToken })).status).toBe(200);
    const ttl = await (await client()).pttl(revokedFamilyKey(family!));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(api.config.users.refreshTokenTtlSeconds * 1000);
    expect((await call(api, 'me', undefined, { token })).status).toBe(401);

    // Redis is read before the database: a family marked there (by another process's revocation) is refused at once,
    // although this database still holds it active.
    const second = await call(api, 'login', { username: 'ada@example.com', password: 'correct horse 1' });
    const families = await familyOf(api.db, customer.id);
    const fresh = families.find((id) => id !== family)!;
    expect((await call(api, 'me', undefined, { token: second.body.result })).status).toBe(200);
    await (await client()).set(revokedFamilyKey(fresh), '1', 'PX', 60_000);
    expect((await call(api, 'me', undefined, { token: second.body.result })).status).toBe(401);
  });

  it('announces reuse and password changes too', async () => {
    api = await startUserApi({ redis: { url: redis.url } });
    const { customer, refreshToken } = await registerAndLogin(api, 'bob@example.com');
    const [family] = await familyOf(api.db, customer.id);
    const rotated = await call(api, 'refresh', { refreshToken });
    // The successor is used, so the first token presented again is a replay.
    await call(api, 'refresh', { refreshToken: rotated.body.meta.refreshToken });
    api.advance(api.config.users.refreshGraceSeconds * 1000 + 1000);
    expect((await call(api, 'refresh', { refreshToken })).status).toBe(500);
    expect(await (await client()).exists(revokedFamilyKey(family!))).toBe(1);

    const kept = await call(api, 'login', { username: 'bob@example.com', password: 'correct horse 1' });
    const other = await call(api, 'login', { username: 'bob@example.com', password: 'correct horse 1' });
    const changed = await call(
      api,
      'change-password',
      { currentPassword: 'correct horse 1', newPassword: 'another horse 2' },
      { token: kept.body.result },
    );
    expect(changed.status).toBe(200);
    expect((await call(api, 'me', undefined, { token: other.body.result })).status).toBe(401);
    expect((await call(api, 'me', undefined, { token: kept.body.result })).status).toBe(200);
    const marked = await Promise.all(
      (await familyOf(api.db, customer.id)).map(
        async (id) => (await (await client()).exists(revokedFamilyKey(id))) === 1,
      ),
    );
    expect(marked.filter(Boolean)).toHaveLength(2);
  });

  it('falls back to the database while Redis is away, without errors or waiting, and uses it again after', async () => {
    api = await startUserApi({ redis: { url: redis.url } });
    const { token, refreshToken } = await registerAndLogin(api, 'cy@example.com');
    const port = redis.port;
    await redis.stop();
    expect((await call(api, 'me', undefined, { token })).status).toBe(200);
    // The revocation commits in the database although Redis cannot hear of it; every check still reads the database.
    expect((await call(api, 'logout', { refreshToken })).status).toBe(200);
    expect((await call(api, 'me', undefined, { token })).status).toBe(401);
    // No waiting: Redis is still stopped here, so every answer above came without it (a command queued for a
    // reconnection would have held its request until the test timed out).

    redis = await startTestRedis(port);
    await redisReady(await client(), 5000);
    const next = await registerAndLogin(api, 'dee@example.com');
    expect((await call(api, 'logout', { refreshToken: next.refreshToken })).status).toBe(200);
    expect(await (await client()).keys('revoked:*')).toHaveLength(1);
  });
});
