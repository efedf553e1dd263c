import { describe, expect, it } from 'vitest';
import { validateForgotPassword, validateLogin, validateNewPassword, validateRegister } from './auth-form-rules.js';

const register = {
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  password: 'analytical',
  rPassword: 'analytical',
  conditions: true,
};

describe('sign-up modal forms (spec point 5)', () => {
  it('login needs a valid e-mail and a password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Field is required',
      password: 'Field is required',
    });
    expect(validateLogin({ email: 'ada', password: 'x' })).toEqual({ email: 'Please provide valid e-mail address.' });
    expect(validateLogin({ email: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('register checks names, password length, confirmation and the terms, with the spec messages', () => {
    expect(validateRegister(register)).toEqual({});
    expect(
      validateRegister({ ...register, firstname: 'A', password: 'short', rPassword: 'other', conditions: false }),
    ).toEqual({
      firstname: 'Name must have at least 2 letters.',
      password: 'Password must have at least 8 letters.',
      rPassword: 'Passwords must be identical.',
      conditions: 'You must accept the terms and conditions.',
    });
    expect(validateRegister({ ...register, lastname: ' ' })).toEqual({ lastname: 'Field is required' });
  });

  it('forgot password needs a valid e-mail', () => {
    expect(validateForgotPassword({ email: 'x@' })).toEqual({ email: 'Please provide valid e-mail address.' });
  });

  it('a new password is at least 8 letters and confirmed', () => {
    expect(validateNewPassword({ password: 'longenough', rPassword: 'longenough' })).toEqual({});
    expect(validateNewPassword({ password: 'longenough', rPassword: 'different' })).toEqual({
      rPassword: 'Passwords must be identical.',
    });
  });
});
