import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  PASSWORD,
  registerAndLogin,
  requestResetLink,
  startUserApi,
  type UserTestApi,
} from './test-support/start-user-api.js';

const NEW_PASSWORD = 'a brand new secret';

let api: UserTestApi;
beforeEach(async () => {
  api = await startUserApi();
});
afterEach(() => api.close());

const login = (password: string) => call(api, 'login', { username: 'ada@example.com', password });

describe('change-password', () => {
  it('changes the password, keeps the calling session and ends the others', async () => {
    const { token, refreshToken } = await registerAndLogin(api, 'ada@example.com');
    const other = (await login(PASSWORD)).body;
    const reply = await call(
      api,
      'change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { token },
    );
    expect(reply.body).toEqual({ code: 200, result: true });
    expect((await login(PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await call(api, 'me', undefined, { token })).status).toBe(200);
    expect((await call(api, 'refresh', { refreshToken })).status).toBe(200);
    expect((await call(api, 'me', undefined, { token: other.result })).status).toBe(401);
    expect((await call(api, 'refresh', { refreshToken: other.meta.refreshToken })).status).toBe(500);
  });

  it('answers the legacy changePassword too, by bearer', async () => {
    const { token } = await registerAndLogin(api, 'ada@example.com');
    const reply = await call(
      api,
      'changePassword',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      { bearer: token },
    );
    expect(reply.body).toEqual({ code: 200, result: true });
  });

  it('refuses a wrong current password (400, not the 401 that would refresh the token) and a short new one', async () => {
    const { token } = await registerAndLogin(api, 'ada@example.com');
    const wrong = await call(
      api,
      'change-password',
      { currentPassword: 'not it at all', newPassword: NEW_PASSWORD },
      { token },
    );
    expect(wrong.body).toEqual({
      code: 400,
      result: "The password doesn't match this account. Verify the password and try again.",
    });
    const short = await call(api, 'change-password', { currentPassword: PASSWORD, newPassword: 'short' }, { token });
    expect(short.body).toEqual({ code: 400, result: 'Password must have at least 8 letters.' });
    const long = await call(
      api,
      'change-password',
      { currentPassword: PASSWORD, newPassword: 'x'.repeat(1025) },
      { token },
    );
    expect(long.body).toEqual({ code: 400, result: 'Password must have at most 1024 letters.' });
    const missing = await call(api, 'change-password', { newPassword: NEW_PASSWORD }, { token });
    expect(missing.body).toEqual({ code: 400, result: 'currentPassword not provided' });
    expect((await login(PASSWORD)).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const reply = await call(api, 'change-password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(reply.body).toEqual({ code: 401, result: 'not authorized' });
  });
});

describe('reset-password and create-password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    await registerAndLogin(api, 'ada@example.com');
    api.mails.length = 0;
    const unknown = await call(api, 'reset-password', { email: 'nobody@example.com' });
    const known = await requestResetLink(api, 'ada@example.com');
    expect(known.reply.body).toEqual({ code: 200, result: true });
    expect(unknown.body).toEqual(known.reply.body);
    expect(unknown.status).toBe(known.reply.status);
    expect(api.mails.map((mail) => [mail.kind, mail.to])).toEqual([['password-reset', 'ada@example.com']]);
  });

  it('answers 400 "Invalid e-mail provided!" for a missing or malformed address (and on the legacy path)', async () => {
    for (const [path, body] of [
      ['reset-password', {}],
      ['reset-password', { email: 'nope' }],
      ['resetPassword', { email: 42 }],
    ] as const)
      expect((await call(api, path, body)).body).toEqual({ code: 400, result: 'Invalid e-mail provided!' });
  });

  it('mails a link to the configured shop URL; the token works once and ends every session', async () => {
    await api.close();
    api = await startUserApi({ publicUrl: 'https://shop.example.com' });
    const { token } = await registerAndLogin(api, 'ada@example.com');
    const { link } = await requestResetLink(api, 'ada@example.com', { origin: 'http://localhost:3999' });
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example.com/create-password');
    expect(link.searchParams.get('email')).toBe('ada@example.com');
    const resetToken = link.searchParams.get('token')!;

    const body = { email: 'ada@example.com', newPassword: NEW_PASSWORD, resetToken };
    expect((await call(api, 'create-password', body)).body).toEqual({ code: 200, result: true });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
    expect((await call(api, 'me', undefined, { token })).status).toBe(401);
    const again = await call(api, 'create-password', { ...body, newPassword: 'yet another one' });
    expect(again.body).toEqual({
      code: 400,
      result: 'This password reset link has already been used. Please request a new one.',
    });
    expect((await login(NEW_PASSWORD)).status).toBe(200);
  });

  it('never points the link at a forged Origin and Host (the same value): the configured URL, whatever they say', async () => {
    await api.close();
    api = await startUserApi({ publicUrl: 'https://shop.example.com/', cors: { origins: ['*'] } });
    await registerAndLogin(api, 'ada@example.com');
    const forged = { origin: 'https://evil.example', host: 'evil.example' };
    const { reply, link } = await requestResetLink(api, 'ada@example.com', forged);
    expect(reply.body).toEqual({ code: 200, result: true });
    expect(link.origin).toBe('https://shop.example.com');
    expect(api.mails.at(-1)!.text).not.toContain('evil.example');
  });

  it('without a configured URL, names the listen address (localhost for 0.0.0.0), not a loopback-looking Host', async () => {
    await registerAndLogin(api, 'ada@example.com');
    const { link } = await requestResetLink(api, 'ada@example.com', {
      origin: 'http://127.0.0.9:4444',
      host: '127.0.0.9:4444',
    });
    expect(link.origin).toBe(`http://localhost:${api.config.port}`);
  });

  it('refuses an expired token, a token of another customer and a made-up one, changing nothing', async () => {
    await registerAndLogin(api, 'ada@example.com');
    await registerAndLogin(api, 'eve@example.com');
    const eveToken = (await requestResetLink(api, 'eve@example.com')).token;
    const adaToken = (await requestResetLink(api, 'ada@example.com')).token;

    const invalid = { code: 400, result: 'This password reset link is not valid. Please request a new one.' };
    const attempt = (resetToken: string) =>
      call(api, 'create-password', { email: 'ada@example.com', newPassword: NEW_PASSWORD, resetToken });
    expect((await attempt(eveToken)).body).toEqual(invalid);
    expect((await attempt('made-up')).body).toEqual(invalid);
    api.advance(api.config.users.resetTokenTtlSeconds * 1000 + 1000);
    expect((await attempt(adaToken)).body).toEqual({
      code: 400,
      result: 'This password reset link has expired. Please request a new one.',
    });
    expect((await login(PASSWORD)).status).toBe(200);
  });

  it('names the first missing field, and refuses a short password', async () => {
    const full = { email: 'ada@example.com', resetToken: 'x', newPassword: NEW_PASSWORD };
    expect((await call(api, 'create-password', { ...full, email: undefined })).body).toEqual({
      code: 400,
      result: 'email not provided',
    });
    expect((await call(api, 'create-password', { ...full, resetToken: '' })).body.result).toBe(
      'resetToken not provided',
    );
    expect((await call(api, 'create-password', { ...full, newPassword: undefined })).body.result).toBe(
      'newPassword not provided',
    );
    expect((await call(api, 'create-password', { ...full, newPassword: 'short' })).body).toEqual({
      code: 400,
      result: 'Password must have at least 8 letters.',
    });
  });
});
