import { describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { call, PASSWORD, registerAndLogin, registration, startUserApi } from './test-support/start-user-api.js';
import { startedForEachTest } from '../test-support/started-for-tests.js';

const SIGN_IN_INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

const api = startedForEachTest(() => startUserApi());

describe('login and me', () => {
  it('registers, logs in and answers the profile with a group token, by query token and by bearer', async () => {
    const created = await call(api(), 'create', registration('ada@example.com'));
    expect(created.status).toBe(200);
    expect(created.body.code).toBe(200);
    expect(created.body.result).toMatchObject({
      email: 'ada@example.com',
      firstname: 'Ada',
      lastname: 'Lovelace',
      group_id: 1,
      addresses: [],
      extension_attributes: { is_subscribed: false },
    });
    expect(created.body.result.password).toBeUndefined();

    const login = await call(api(), 'login', { username: 'ADA@example.com', password: PASSWORD });
    expect(login.status).toBe(200);
    expect(typeof login.body.result).toBe('string');
    expect(typeof login.body.meta.refreshToken).toBe('string');

    const byQuery = await call(api(), 'me', undefined, { token: login.body.result });
    expect(byQuery.status).toBe(200);
    expect(byQuery.body.result).toMatchObject({ id: created.body.result.id, email: 'ada@example.com' });
    expect(typeof byQuery.body.result.groupToken).toBe('string');
    const byBearer = await call(api(), 'me', undefined, { bearer: login.body.result });
    expect(byBearer.status).toBe(200);
    expect(byBearer.body.result.id).toBe(created.body.result.id);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    await call(api(), 'create', registration('ada@example.com'));
    const wrong = await call(api(), 'login', { username: 'ada@example.com', password: 'not the password' });
    const unknown = await call(api(), 'login', { username: 'nobody@example.com', password: PASSWORD });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(401);
      expect(reply.body).toEqual({ code: 401, result: SIGN_IN_INCORRECT });
    }
  });

  it('answers 401 "not authorized" without a token, with a forged one and with an expired one', async () => {
    const { token } = await registerAndLogin(api(), 'ada@example.com');
    expect((await call(api(), 'me')).body).toEqual({ code: 401, result: 'not authorized' });
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await call(api(), 'me', undefined, { token: forged })).status).toBe(401);
    api().advance(api().config.users.accessTokenTtlSeconds * 1000 + 1000);
    const expired = await call(api(), 'me', undefined, { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ code: 401, result: 'not authorized' });
  });
});

describe('refresh', () => {
  it('rotates the refresh token and answers a working access token', async () => {
    const { refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    api().advance(api().config.users.accessTokenTtlSeconds * 1000 + 1000);
    const refreshed = await call(api(), 'refresh', { refreshToken });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.meta.refreshToken).not.toBe(refreshToken);
    expect((await call(api(), 'me', undefined, { token: refreshed.body.result })).status).toBe(200);
    const again = await call(api(), 'refresh', { refreshToken: refreshed.body.meta.refreshToken });
    expect(again.status).toBe(200);
  });

  it('answers the contract errors for a missing and an unknown token', async () => {
    expect(await call(api(), 'refresh', {}).then((r) => r.body)).toEqual({
      code: 500,
      result: 'No refresh token provided',
    });
    expect(await call(api(), 'refresh', { refreshToken: 'nope' }).then((r) => r.body)).toEqual({
      code: 500,
      result: 'Invalid refresh token provided',
    });
  });

  it('honours a retry within the grace window, and keeps the session', async () => {
    const { refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    const first = await call(api(), 'refresh', { refreshToken });
    api().advance(api().config.users.refreshGraceSeconds * 1000 - 1000);
    const retry = await call(api(), 'refresh', { refreshToken });
    expect(retry.status).toBe(200);
    expect((await call(api(), 'me', undefined, { token: first.body.result })).status).toBe(200);
    expect((await call(api(), 'refresh', { refreshToken: retry.body.meta.refreshToken })).status).toBe(200);
  });

  it('revokes the whole family (and its access tokens) when a rotated token comes back after its successor was used', async () => {
    const { refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    const first = await call(api(), 'refresh', { refreshToken });
    const second = await call(api(), 'refresh', { refreshToken: first.body.meta.refreshToken });
    expect(second.status).toBe(200);
    api().advance(api().config.users.refreshGraceSeconds * 1000 + 1000);
    const replay = await call(api(), 'refresh', { refreshToken });
    expect(replay.body).toEqual({ code: 500, result: 'Invalid refresh token provided' });
    expect((await call(api(), 'me', undefined, { token: second.body.result })).status).toBe(401);
    expect((await call(api(), 'refresh', { refreshToken: second.body.meta.refreshToken })).status).toBe(500);
    // Another login of the same customer is another family and unaffected.
    const other = await call(api(), 'login', { username: 'ada@example.com', password: PASSWORD });
    expect((await call(api(), 'me', undefined, { token: other.body.result })).status).toBe(200);
  });

  it('lets only one of many concurrent refreshes with one token rotate it; the others are grace retries', async () => {
    const { refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    const replies = await Promise.all(Array.from({ length: 8 }, () => call(api(), 'refresh', { refreshToken })));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    const parents = await api().db.all<{ rotated_at: number | null }>(
      sql`SELECT rotated_at FROM refresh_tokens WHERE parent_hash IS NULL`,
    );
    expect(parents).toHaveLength(1);
    expect(parents[0]!.rotated_at).not.toBeNull();
    expect(await api().db.get(sql`SELECT count(*) AS n FROM refresh_tokens WHERE parent_hash IS NOT NULL`)).toEqual({
      n: 8,
    });
  });

  it('ends a family when its lifetime from login is over, however often it was rotated', async () => {
    const { refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    api().advance(api().config.users.refreshTokenTtlSeconds * 1000 - 60_000);
    const late = await call(api(), 'refresh', { refreshToken });
    expect(late.status).toBe(200);
    api().advance(120_000);
    expect((await call(api(), 'refresh', { refreshToken: late.body.meta.refreshToken })).status).toBe(500);
  });
});

describe('logout', () => {
  it('revokes the family of a refresh token: its access token and refresh token stop working', async () => {
    const { token, refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    expect((await call(api(), 'logout', { refreshToken })).body).toEqual({ code: 200, result: 'OK' });
    expect((await call(api(), 'me', undefined, { token })).status).toBe(401);
    expect((await call(api(), 'refresh', { refreshToken })).status).toBe(500);
  });

  it('revokes the family of an access token sent as bearer', async () => {
    const { token, refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    expect((await call(api(), 'logout', {}, { bearer: token })).status).toBe(200);
    expect((await call(api(), 'refresh', { refreshToken })).status).toBe(500);
  });
});
