import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, PASSWORD, registration, startUserApi, type UserTestApi } from './test-support/start-user-api.js';

let api: UserTestApi;
beforeEach(async () => {
  api = await startUserApi();
  await call(api, 'create', registration('ada@example.com'));
});
afterEach(() => api.close());

const COOKIE_MODE = { 'x-session-cookie': '1' };

function cookies(headers: Headers): Map<string, string> {
  return new Map(
    headers.getSetCookie().map((line) => {
      const name = line.slice(0, line.indexOf('='));
      return [name, line];
    }),
  );
}

function cookieValue(line: string): string {
  return line.slice(line.indexOf('=') + 1, line.indexOf(';'));
}

async function cookieLogin() {
  const login = await call(api, 'login', { username: 'ada@example.com', password: PASSWORD }, { headers: COOKIE_MODE });
  return { login, set: cookies(login.headers) };
}

describe('cookie sessions (X-Session-Cookie: 1)', () => {
  it('sets HttpOnly SameSite=Lax cookies and leaves the refresh token out of the reply', async () => {
    const { login, set } = await cookieLogin();
    expect(login.status).toBe(200);
    expect(login.body.meta).toEqual({ session: 'cookie' });
    expect(JSON.stringify(login.body)).not.toContain(cookieValue(set.get('sf_rt')!));
    for (const name of ['sf_rt', 'sf_at']) {
      const line = set.get(name)!;
      expect(line).toMatch(/; HttpOnly/);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).toMatch(/; Path=\//);
      expect(line).not.toMatch(/; Secure/);
    }
    expect(set.get('sf_rt')).toContain(`Max-Age=${api.config.users.refreshTokenTtlSeconds}`);
    expect(set.get('sf_at')).toContain(`Max-Age=${api.config.users.accessTokenTtlSeconds}`);
    expect(cookieValue(set.get('sf_at')!)).toBe(login.body.result);
  });

  it('marks the cookies Secure when the request came over https', async () => {
    const login = await call(
      api,
      'login',
      { username: 'ada@example.com', password: PASSWORD },
      { headers: { ...COOKIE_MODE, 'x-forwarded-proto': 'https' } },
    );
    for (const line of login.headers.getSetCookie()) expect(line).toMatch(/; Secure/);
  });

  it('takes X-Forwarded-Proto only from a trusted proxy, as the client address', async () => {
    const direct = await startUserApi({ http: { trustProxy: 0 } });
    try {
      await call(direct, 'create', registration('ada@example.com'));
      const login = await call(
        direct,
        'login',
        { username: 'ada@example.com', password: PASSWORD },
        { headers: { ...COOKIE_MODE, 'x-forwarded-proto': 'https' } },
      );
      expect(login.status).toBe(200);
      expect(login.headers.getSetCookie()).toHaveLength(2);
      for (const line of login.headers.getSetCookie()) expect(line).not.toMatch(/; Secure/);
    } finally {
      await direct.close();
    }
  });

  it('refreshes from the cookie alone, rotating it, and refuses the cookie without a JSON request', async () => {
    const { set } = await cookieLogin();
    const rt = cookieValue(set.get('sf_rt')!);
    const formPost = await call(api, 'refresh', undefined, {
      method: 'POST',
      headers: { cookie: `sf_rt=${rt}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(formPost.body).toEqual({ code: 500, result: 'No refresh token provided' });

    const refreshed = await call(api, 'refresh', {}, { headers: { cookie: `sf_rt=${rt}` } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.meta).toEqual({ session: 'cookie' });
    const next = cookies(refreshed.headers);
    const rotated = cookieValue(next.get('sf_rt')!);
    expect(rotated).not.toBe(rt);
    expect(JSON.stringify(refreshed.body)).not.toContain(rotated);
    expect((await call(api, 'me', undefined, { bearer: refreshed.body.result })).status).toBe(200);
  });

  it('logs out from the cookie, clears both cookies, and the old refresh cookie no longer works', async () => {
    const { set, login } = await cookieLogin();
    const rt = cookieValue(set.get('sf_rt')!);
    const logout = await call(api, 'logout', {}, { headers: { ...COOKIE_MODE, cookie: `sf_rt=${rt}` } });
    expect(logout.body).toEqual({ code: 200, result: 'OK' });
    const cleared = cookies(logout.headers);
    for (const name of ['sf_rt', 'sf_at']) {
      expect(cleared.get(name)).toMatch(new RegExp(`^${name}=;`));
      expect(cleared.get(name)).toMatch(/Expires=Thu, 01 Jan 1970/);
    }
    expect((await call(api, 'refresh', {}, { headers: { cookie: `sf_rt=${rt}` } })).status).toBe(500);
    expect((await call(api, 'me', undefined, { token: login.body.result })).status).toBe(401);
  });

  it('answers the contract (meta.refreshToken, no cookies) without the header', async () => {
    const login = await call(api, 'login', { username: 'ada@example.com', password: PASSWORD });
    expect(typeof login.body.meta.refreshToken).toBe('string');
    expect(login.headers.getSetCookie()).toEqual([]);
  });

  it('lets a configured origin send the header (CORS preflight)', async () => {
    const preflight = await fetch(`${api.url}/api/user/login`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-session-cookie',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-session-cookie');
  });
});
