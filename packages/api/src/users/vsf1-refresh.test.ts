import { describe, expect, it } from 'vitest';
import { startedForEachTest } from '../test-support/started-for-tests.js';
import { call, registerAndLogin, startUserApi } from './test-support/start-user-api.js';

const api = startedForEachTest(() => startUserApi());

/** One access token's life: the client finds out by a 401 and refreshes, as both clients below do. */
const expireAccessToken = () => api().advance(api().config.users.accessTokenTtlSeconds * 1000 + 1000);

describe('refreshing a session for a day, hour after hour', () => {
  it("keeps Vue Storefront 1 logged in: it presents the login's refresh token every time", async () => {
    // core/modules/user/store/actions.ts `refresh` reads 'current-refresh-token', stored once at login, and keeps
    // only the access token of the answer.
    const { refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    for (let hour = 1; hour <= 24; hour++) {
      expireAccessToken();
      const refreshed = await call(api(), 'refresh', { refreshToken });
      expect(refreshed.body.code, `refresh ${hour}`).toBe(200);
      const me = await call(api(), 'me', undefined, { token: refreshed.body.result });
      expect(me.status, `profile after refresh ${hour}`).toBe(200);
    }
  });

  it('keeps a client that rotates logged in, and ends the session when a thief replays the first token', async () => {
    const login = await registerAndLogin(api(), 'ada@example.com');
    let current = login.refreshToken;
    let token = login.token;
    for (let hour = 1; hour <= 24; hour++) {
      expireAccessToken();
      const refreshed = await call(api(), 'refresh', { refreshToken: current });
      expect(refreshed.body.code, `refresh ${hour}`).toBe(200);
      current = refreshed.body.meta.refreshToken;
      token = refreshed.body.result;
    }
    const replay = await call(api(), 'refresh', { refreshToken: login.refreshToken });
    expect(replay.body).toEqual({ code: 500, result: 'Invalid refresh token provided' });
    expect((await call(api(), 'me', undefined, { token })).status).toBe(401);
    expect((await call(api(), 'refresh', { refreshToken: current })).body.code).toBe(500);
  });

  it('ends the session of a client that never rotates once a thief uses what a replay of its token answered', async () => {
    const { refreshToken } = await registerAndLogin(api(), 'ada@example.com');
    expireAccessToken();
    expect((await call(api(), 'refresh', { refreshToken })).body.code).toBe(200);
    // The thief has a copy of the login's token and rotates like a careful client: its second refresh presents a
    // successor, after which the owner's next repetition is a replay.
    const stolen = await call(api(), 'refresh', { refreshToken });
    const thief = await call(api(), 'refresh', { refreshToken: stolen.body.meta.refreshToken });
    expect(thief.body.code).toBe(200);
    expireAccessToken();
    const owner = await call(api(), 'refresh', { refreshToken });
    expect(owner.body).toEqual({ code: 500, result: 'Invalid refresh token provided' });
    expect((await call(api(), 'refresh', { refreshToken: thief.body.meta.refreshToken })).body.code).toBe(500);
  });
});
