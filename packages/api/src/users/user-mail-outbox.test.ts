import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from '../db/sql.js';
import { postJson, startTestApi, type TestApi } from '../test-support/start-test-api.js';
import { FAST_SCRYPT, PASSWORD, registration } from './test-support/start-user-api.js';

let api: TestApi;
beforeEach(async () => {
  // No mailer passed: the API's own one, which keeps mail in the database outbox without SMTP_URL.
  api = await startTestApi([], { overrides: { users: { scrypt: FAST_SCRYPT } } });
});
afterEach(() => api.close());

const outbox = () =>
  api.db.all<{ kind: string; to: string; text: string }>(sql`SELECT kind, "to", text FROM mail_outbox ORDER BY id`);

describe('account mail through the API mailer', () => {
  it('puts the welcome mail and a working reset link into the outbox', async () => {
    expect((await postJson(`${api.url}/api/user/create`, registration('ada@example.com'))).status).toBe(200);
    expect((await postJson(`${api.url}/api/user/reset-password`, { email: 'ada@example.com' })).status).toBe(200);
    await expect
      .poll(async () => (await outbox()).map((mail) => [mail.kind, mail.to]))
      .toEqual([
        ['welcome', 'ada@example.com'],
        ['password-reset', 'ada@example.com'],
      ]);
    const link = new URL((await outbox())[1]!.text.match(/https?:\/\/\S+/)![0]);
    const reply = await postJson(`${api.url}/api/user/create-password`, {
      email: link.searchParams.get('email'),
      resetToken: link.searchParams.get('token'),
      newPassword: `${PASSWORD} new`,
    });
    expect(reply.body).toEqual({ code: 200, result: true });
    const login = await postJson(`${api.url}/api/user/login`, {
      username: 'ada@example.com',
      password: `${PASSWORD} new`,
    });
    expect(login.status).toBe(200);
  });
});
