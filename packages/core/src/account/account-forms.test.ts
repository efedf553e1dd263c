import { describe, expect, it } from 'vitest';
import { passwordErrors, profileErrors } from './account-forms.js';

describe('my profile form', () => {
  it('passes valid names and e-mail', () => {
    expect(profileErrors({ firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com' })).toEqual({});
  });

  it('answers the spec messages', () => {
    expect(profileErrors({ firstname: 'A', lastname: '', email: 'ada@' })).toEqual({
      firstname: 'Name must have at least 2 letters.',
      lastname: 'Field is required',
      email: 'Please provide valid e-mail address.',
    });
    expect(profileErrors({ firstname: 'Ada', lastname: 'Lo', email: '  ' }).email).toBe('Field is required');
  });
});

describe('change password form', () => {
  it('passes a new password of 8 letters typed twice alike', () => {
    expect(passwordErrors({ currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345678' })).toEqual(
      {},
    );
  });

  it('answers the spec messages', () => {
    expect(passwordErrors({ currentPassword: '', newPassword: '1234567', confirmPassword: '1234567' })).toEqual({
      currentPassword: 'Field is required',
      newPassword: 'Password must have at least 8 letters.',
    });
    expect(
      passwordErrors({ currentPassword: 'old', newPassword: '12345678', confirmPassword: '12345679' }).confirmPassword,
    ).toBe('Passwords must be identical.');
    expect(passwordErrors({ currentPassword: 'old', newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'Field is required',
      confirmPassword: 'Field is required',
    });
  });
});
