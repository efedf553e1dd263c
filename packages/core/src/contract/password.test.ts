import { describe, expect, it } from 'vitest';
import {
  changePasswordBodySchema,
  createPasswordBodySchema,
  INVALID_EMAIL,
  loginBodySchema,
  resetPasswordBodySchema,
} from './password.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error!.issues[0]!.message;

describe('the password bodies', () => {
  it('take what VSF1 sends, extra fields included', () => {
    expect(loginBodySchema.safeParse({ username: 'ada@example.com', password: 'secret', extra: 1 }).data).toEqual({
      username: 'ada@example.com',
      password: 'secret',
      extra: 1,
    });
    expect(resetPasswordBodySchema.safeParse({ email: ' ada@example.com ', storeCode: 'de' }).data).toMatchObject({
      email: 'ada@example.com',
    });
  });

  it('name the first field missing, in the order the route asked for them', () => {
    expect(firstMessage(changePasswordBodySchema.safeParse({}))).toBe('currentPassword not provided');
    expect(firstMessage(changePasswordBodySchema.safeParse(null))).toBe('currentPassword not provided');
    expect(firstMessage(changePasswordBodySchema.safeParse({ currentPassword: 'a', newPassword: '' }))).toBe(
      'newPassword not provided',
    );
    expect(firstMessage(createPasswordBodySchema.safeParse({ email: 'a@b.co', newPassword: 'x' }))).toBe(
      'resetToken not provided',
    );
  });

  it('refuse a malformed address with the one message', () => {
    for (const body of [{}, { email: '' }, { email: 'not-an-address' }, { email: 7 }, 'text'])
      expect(firstMessage(resetPasswordBodySchema.safeParse(body))).toBe(INVALID_EMAIL);
  });

  it('keep passwords as typed', () => {
    expect(changePasswordBodySchema.parse({ currentPassword: ' a ', newPassword: ' b ' })).toMatchObject({
      currentPassword: ' a ',
      newPassword: ' b ',
    });
  });
});
