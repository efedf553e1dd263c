import { describe, expect, it } from 'vitest';
import {
  acceptedTerms,
  email,
  firstError,
  minName,
  minPassword,
  minTaxId,
  minZip,
  required,
  sameAs,
  validateForm,
} from './field-rules.js';

describe('form field rules (spec point 5)', () => {
  it('answers the spec messages', () => {
    expect(required('  ')).toBe('Field is required');
    expect(required(undefined)).toBe('Field is required');
    expect(required('a')).toBeUndefined();
    expect(email('jane@example')).toBe('Please provide valid e-mail address.');
    expect(email('jane doe@example.com')).toBe('Please provide valid e-mail address.');
    expect(email('jane@example.com')).toBeUndefined();
    expect(minName('J')).toBe('Name must have at least 2 letters.');
    expect(minName('Jo')).toBeUndefined();
    expect(minPassword('1234567')).toBe('Password must have at least 8 letters.');
    expect(minPassword('12345678')).toBeUndefined();
    expect(minZip('12')).toBe('Zip-code must have at least 3 letters.');
    expect(minTaxId('12')).toBe('Tax ID must have at least 3 letters.');
    expect(acceptedTerms(false)).toBe('You must accept the terms and conditions.');
    expect(acceptedTerms(true)).toBeUndefined();
    expect(acceptedTerms('on')).toBeUndefined();
    expect(sameAs('secret12')('secret13')).toBe('Passwords must be identical.');
    expect(sameAs('secret12')('secret12')).toBeUndefined();
  });

  it('leaves emptiness to required, so an empty optional field passes the length rules', () => {
    expect(minName('')).toBeUndefined();
    expect(email('')).toBeUndefined();
    expect(minPassword('')).toBeUndefined();
  });

  it('shows the first failing rule of a field, and checks every field of a form', () => {
    expect(firstError('', [required, email])).toBe('Field is required');
    expect(firstError('x', [required, email])).toBe('Please provide valid e-mail address.');
    expect(
      validateForm(
        { email: 'x', firstname: 'J', password: 'longenough' },
        { email: [required, email], firstname: [required, minName], password: [required, minPassword] },
      ),
    ).toEqual({ email: 'Please provide valid e-mail address.', firstname: 'Name must have at least 2 letters.' });
  });
});
