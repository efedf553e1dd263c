import { afterEach, describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { scryptHasher, type PasswordHasher } from './password-hash.js';
import {
  call,
  PASSWORD,
  registerAndLogin,
  registration,
  requestResetLink,
  startUserApi,
  type UserApi,
} from './test-support/start-user-api.js';

const WINDOW_MS = 15 * 60_000;
const NEW_PASSWORD = 'a brand new secret';
const INVALID_LINK = { code: 400, result: 'This password reset link is not valid. Please request a new one.' };

let api: UserApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** scrypt, counting each call and, while `hold` is set, pausing each one until `release()`. */
function spyHasher() {
  let held: Promise<void> | undefined;
  let release = () => {};
  const spy = {
    hashes: 0,
    verifications: 0,
    /** Calls that are waiting in `hold`. */
    waiting: 0,
    hold() {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      held = undefined;
      release();
    },
  };
  const pause = async () => {
    if (!held) return;
    spy.waiting++;
    await held;
    spy.waiting--;
  };
  const hasher: PasswordHasher = {
    hash: async (password, parameters) => {
      spy.hashes++;
      await pause();
      return scryptHasher.hash(password, parameters);
    },
    verify: async (password, stored) => {
      spy.verifications++;
      await pause();
      return scryptHasher.verify(password, stored);
    },
  };
  return { spy, hasher };
}

let spy: ReturnType<typeof spyHasher>['spy'];
/** Starts the API under the given config overrides with a fresh `spyHasher`, whose spy is then `spy`. */
function startWithSpyHasher(overrides: unknown): Promise<UserApi> {
  const made = spyHasher();
  spy = made.spy;
  return startUserApi(overrides, undefined, { passwordHasher: made.hasher });
}

const count = async (query: ReturnType<typeof sql>) => Number((await api!.db.get<{ n: number }>(query))!.n);

describe('the password hash gate (users.passwordHashing)', () => {
  it('answers 503 with Retry-After beyond its running and queued hashes, writing nothing', async () => {
    api = await startWithSpyHasher({
      users: { passwordHashing: { maxRunning: 1, maxQueued: 0, retryAfterSeconds: 3 } },
    });
    await registerAndLogin(api, 'ada@example.com');
    await registerAndLogin(api, 'bob@example.com');
    const families = await count(sql`SELECT count(*) AS n FROM token_families`);

    spy.hold();
    const first = call(api, 'login', { username: 'ada@example.com', password: PASSWORD });
    await expect.poll(() => spy.waiting).toBe(1);
    const second = await call(api, 'login', { username: 'bob@example.com', password: PASSWORD });
    expect(second.status).toBe(503);
    expect(second.body).toEqual({
      code: 503,
      result: 'The server is busy checking passwords. Please try again in a few seconds.',
    });
    expect(second.headers.get('retry-after')).toBe('3');
    const registering = await call(api, 'create', registration('carol@example.com'));
    expect(registering.status).toBe(503);
    expect(await count(sql`SELECT count(*) AS n FROM token_families`)).toBe(families);
    expect(await count(sql`SELECT count(*) AS n FROM customers WHERE email = ${'carol@example.com'}`)).toBe(0);

    spy.release();
    expect((await first).status).toBe(200);
    // The refused login used up none of bob's attempts: five more wrong ones are still answered 401, not 429.
    for (let i = 0; i < 5; i++)
      expect((await call(api, 'login', { username: 'bob@example.com', password: 'wrong one!' })).status).toBe(401);
    expect((await call(api, 'login', { username: 'bob@example.com', password: PASSWORD })).status).toBe(429);
  });

  it('lets queued hashes wait their turn in order', async () => {
    api = await startWithSpyHasher({
      users: { passwordHashing: { maxRunning: 1, maxQueued: 2, maxPerClient: 9 } },
    });
    await registerAndLogin(api, 'ada@example.com');
    spy.hold();
    const login = () => call(api!, 'login', { username: 'ada@example.com', password: PASSWORD });
    const first = login();
    await expect.poll(() => spy.waiting).toBe(1);
    // Two of the next three wait in the queue; whichever arrives third is refused at once.
    const others = [login(), login(), login()];
    expect((await Promise.race(others)).status).toBe(503);
    spy.release();
    const statuses = (await Promise.all([first, ...others])).map((reply) => reply.status);
    expect(statuses.sort()).toEqual([200, 200, 200, 503]);
  });
  it("answers 429 beyond one client's share, while another client's hash still runs", async () => {
    api = await startWithSpyHasher({
      users: { passwordHashing: { maxRunning: 2, maxQueued: 2, maxPerClient: 1, retryAfterSeconds: 1 } },
    });
    await registerAndLogin(api, 'ada@example.com');
    spy.hold();
    const login = (from: string) => call(api!, 'login', { username: 'ada@example.com', password: PASSWORD }, { from });
    const first = login('127.0.0.2');
    await expect.poll(() => spy.waiting).toBe(1);
    const again = await login('127.0.0.2');
    expect(again.body).toEqual({
      code: 429,
      result: 'Too many password checks at once from this address. Please try again in a few seconds.',
    });
    expect(again.headers.get('retry-after')).toBe('1');
    const other = login('127.0.0.3');
    await expect.poll(() => spy.waiting).toBe(2);
    spy.release();
    expect([(await first).status, (await other).status]).toEqual([200, 200]);
  });
});

describe('POST /api/user/create limit (users.registrationRateLimit)', () => {
  it('answers 429 with Retry-After beyond the registrations of one client address, creating nothing', async () => {
    api = await startUserApi({ users: { registrationRateLimit: { max: 2, windowMs: 3_600_000 } } });
    for (const name of ['a', 'b'])
      expect((await call(api, 'create', registration(`${name}@example.com`))).status).toBe(200);
    const refused = await call(api, 'create', registration('c@example.com'));
    expect(refused.body).toEqual({
      code: 429,
      result: 'Too many accounts created from this address. Please try again later.',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(await count(sql`SELECT count(*) AS n FROM customers`)).toBe(2);
    // Another client address is not refused.
    expect((await call(api, 'create', registration('c@example.com'), { from: '127.0.0.2' })).status).toBe(200);
    api.advance(3_600_000);
    expect((await call(api, 'create', registration('d@example.com'))).status).toBe(200);
  });
});

describe('create-password: the token before the hash (timing and work)', () => {
  it('hashes nothing for a wrong token, known e-mail or not, nor for a refused password; the link still works', async () => {
    api = await startWithSpyHasher({});
    await registerAndLogin(api, 'ada@example.com');
    const { token } = await requestResetLink(api, 'ada@example.com');
    spy.hashes = 0;
    spy.verifications = 0;
    const attempt = (email: string, resetToken: string, newPassword = NEW_PASSWORD) =>
      call(api!, 'create-password', { email, resetToken, newPassword });

    expect((await attempt('ada@example.com', 'made-up token')).body).toEqual(INVALID_LINK);
    expect((await attempt('nobody@example.com', 'made-up token')).body).toEqual(INVALID_LINK);
    expect((await attempt('nobody@example.com', token)).body).toEqual(INVALID_LINK);
    expect((await attempt('ada@example.com', token, 'short')).status).toBe(400);
    expect([spy.hashes, spy.verifications]).toEqual([0, 0]);

    expect((await attempt('ada@example.com', token)).body).toEqual({ code: 200, result: true });
    expect(spy.hashes).toBe(1);
    expect((await call(api, 'login', { username: 'ada@example.com', password: NEW_PASSWORD })).status).toBe(200);
  });

  it('keeps the link unused when the hash gate refuses the new password', async () => {
    api = await startWithSpyHasher({ users: { passwordHashing: { maxRunning: 1, maxQueued: 0 } } });
    await registerAndLogin(api, 'ada@example.com');
    const { token } = await requestResetLink(api, 'ada@example.com');
    spy.hold();
    const login = call(api, 'login', { username: 'ada@example.com', password: PASSWORD });
    await expect.poll(() => spy.waiting).toBe(1);
    const body = { email: 'ada@example.com', resetToken: token, newPassword: NEW_PASSWORD };
    expect((await call(api, 'create-password', body)).status).toBe(503);
    spy.release();
    await login;
    expect((await call(api, 'create-password', body)).body).toEqual({ code: 200, result: true });
  });

  it('limits guesses per account and address (429 with Retry-After) and per address across accounts', async () => {
    api = await startUserApi({
      users: {
        createPasswordRateLimit: {
          perAccountAndAddress: { max: 3, windowMs: WINDOW_MS },
          perAccount: { max: 100, windowMs: WINDOW_MS },
          perAddress: { max: 5, windowMs: WINDOW_MS },
        },
      },
    });
    await registerAndLogin(api, 'ada@example.com');
    const { token } = await requestResetLink(api, 'ada@example.com');
    const guess = (email: string, from?: string) =>
      call(
        api!,
        'create-password',
        { email, resetToken: 'guessed token', newPassword: NEW_PASSWORD },
        from ? { from } : {},
      );
    for (let i = 0; i < 3; i++) expect((await guess('ada@example.com')).body).toEqual(INVALID_LINK);
    const refused = await guess('ada@example.com');
    expect(refused.body).toEqual({ code: 429, result: 'Too many attempts. Please try again in 15 minutes.' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // The address has 2 attempts left, for other accounts only.
    for (let i = 0; i < 2; i++) expect((await guess(`u${i}@example.com`)).body).toEqual(INVALID_LINK);
    expect((await guess('someone@example.com')).status).toBe(429);
    // The owner, from another address, redeems the genuine link.
    const owner = await call(
      api,
      'create-password',
      { email: 'ada@example.com', resetToken: token, newPassword: NEW_PASSWORD },
      { from: '127.0.0.2' },
    );
    expect(owner.body).toEqual({ code: 200, result: true });
  });
});

describe('login attempts per account and address (users.rateLimit)', () => {
  const limits = {
    users: {
      rateLimit: {
        perAccountAndAddress: { max: 3, windowMs: WINDOW_MS },
        perAccount: { max: 8, windowMs: WINDOW_MS },
        perAddress: { max: 20, windowMs: WINDOW_MS },
      },
    },
  };
  const login = (password: string, from: string) =>
    call(api!, 'login', { username: 'ada@example.com', password }, { from });

  it("a guesser's failures do not refuse the owner's right password, nor reset mails, from another address", async () => {
    api = await startUserApi(limits);
    await registerAndLogin(api, 'ada@example.com');
    for (let i = 0; i < 3; i++) expect((await login('wrong password', '127.0.0.2')).status).toBe(401);
    expect((await login(PASSWORD, '127.0.0.2')).status).toBe(429);

    expect((await login(PASSWORD, '127.0.0.3')).status).toBe(200);
    const mails = () => api!.mails.filter((mail) => mail.kind === 'password-reset').length;
    for (let i = 0; i < 3; i++)
      expect((await call(api, 'reset-password', { email: 'ada@example.com' }, { from: '127.0.0.2' })).status).toBe(200);
    expect((await call(api, 'reset-password', { email: 'ada@example.com' }, { from: '127.0.0.2' })).status).toBe(429);
    await expect.poll(mails).toBe(3);
    expect((await call(api, 'reset-password', { email: 'ada@example.com' }, { from: '127.0.0.3' })).status).toBe(200);
    await expect.poll(mails).toBe(4);

    api.advance(WINDOW_MS);
    expect((await login(PASSWORD, '127.0.0.2')).status).toBe(200);
  });

  it('still stops guessing spread over many addresses at the account-wide ceiling', async () => {
    api = await startUserApi(limits);
    await registerAndLogin(api, 'ada@example.com');
    for (let i = 0; i < 8; i++) expect((await login('wrong password', `127.0.1.${1 + (i % 4)}`)).status).toBe(401);
    expect((await login(PASSWORD, '127.0.2.1')).status).toBe(429);
  });
});
