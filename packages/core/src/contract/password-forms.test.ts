import { describe, expect, it } from 'vitest';
import { formErrors } from './form-fields.js';
import {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
} from './password-forms.js';

describe('sign-in forms', () => {
  it('login needs a valid e-mail and a password', () => {
    expect(formErrors(loginFormSchema, { email: '', password: '' })).toEqual({
      email: 'Field is required',
      password: 'Field is required',
    });
    expect(formErrors(loginFormSchema, { email: 'ada', password: 'x' })).toEqual({
      email: 'Please provide valid e-mail address.',
    });
    expect(formErrors(loginFormSchema, { email: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('forgot password needs a valid e-mail', () => {
    expect(formErrors(forgotPasswordFormSchema, { email: 'x@' })).toEqual({
      email: 'Please provide valid e-mail address.',
    });
  });

  it('a new password is at least 8 letters and confirmed', () => {
    expect(formErrors(newPasswordFormSchema, { password: 'longenough', rPassword: 'longenough' })).toEqual({});
    expect(formErrors(newPasswordFormSchema, { password: 'longenough', rPassword: 'different' })).toEqual({
      rPassword: 'Passwords must be identical.',
    });
    expect(formErrors(newPasswordFormSchema, { password: '', rPassword: '' })).toEqual({
      password: 'Field is required',
      rPassword: 'Field is required',
    });
  });
});

describe('change password form', () => {
  const errors = (currentPassword: string, newPassword: string, confirmPassword: string) =>
    formErrors(changePasswordFormSchema, { currentPassword, newPassword, confirmPassword });

  it('passes a new password of 8 letters typed twice alike', () => {
    expect(errors('old', '12345678', '12345678')).toEqual({});
  });

  it('answers the shop messages, one per field', () => {
    expect(errors('', '1234567', '1234567')).toEqual({
      currentPassword: 'Field is required',
      newPassword: 'Password must have at least 8 letters.',
    });
    expect(errors('old', '12345678', '12345679').confirmPassword).toBe('Passwords must be identical.');
    expect(errors('old', '', '')).toEqual({
      newPassword: 'Field is required',
      confirmPassword: 'Field is required',
    });
  });

  it('takes passwords as typed: spaces around it count, spaces alone do not fill it', () => {
    expect(errors('old', ' 1234567', ' 1234567')).toEqual({});
    expect(errors('   ', '12345678', '12345678')).toEqual({ currentPassword: 'Field is required' });
  });
});
