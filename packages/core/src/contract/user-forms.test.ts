import { describe, expect, it } from 'vitest';
import { formErrors } from './form-fields.js';
import { emailChanges, profileFormSchema, registerFormSchema, shippingAddressFormSchema } from './user-forms.js';

const register = {
  email: 'ada@example.com',
  firstname: 'Ada',
  lastname: 'Lovelace',
  password: 'analytical',
  rPassword: 'analytical',
  conditions: true,
};

describe('register form', () => {
  it('checks names, password length, confirmation and the terms, every field at once', () => {
    expect(formErrors(registerFormSchema, register)).toEqual({});
    expect(
      formErrors(registerFormSchema, {
        ...register,
        firstname: 'A',
        password: 'short',
        rPassword: 'other',
        conditions: false,
      }),
    ).toEqual({
      firstname: 'Name must have at least 2 letters.',
      password: 'Password must have at least 8 letters.',
      rPassword: 'Passwords must be identical.',
      conditions: 'You must accept the terms and conditions.',
    });
    expect(formErrors(registerFormSchema, { ...register, lastname: ' ' })).toEqual({ lastname: 'Field is required' });
  });
});

describe('my profile form', () => {
  const profile = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', currentPassword: '' };
  const errors = (values: typeof profile) => formErrors(profileFormSchema('Ada@example.com'), values);

  it('passes valid names and the same e-mail without a password', () => {
    expect(errors(profile)).toEqual({});
    expect(errors({ ...profile, email: ' ADA@example.com ' })).toEqual({});
  });

  it('answers the shop messages', () => {
    expect(errors({ ...profile, firstname: 'A', lastname: '', email: 'ada@' })).toEqual({
      firstname: 'Name must have at least 2 letters.',
      lastname: 'Field is required',
      email: 'Please provide valid e-mail address.',
      currentPassword: 'Field is required',
    });
    expect(errors({ ...profile, lastname: 'Lo', email: '  ' }).email).toBe('Field is required');
  });

  it('asks for the current password when the e-mail changes', () => {
    expect(errors({ ...profile, email: 'augusta@example.com' })).toEqual({ currentPassword: 'Field is required' });
    expect(errors({ ...profile, email: 'augusta@example.com', currentPassword: 'secret' })).toEqual({});
    expect(emailChanges('augusta@example.com', 'ada@example.com')).toBe(true);
    expect(emailChanges(' Ada@Example.com', 'ada@example.com')).toBe(false);
  });
});

describe('shipping details form', () => {
  const filled = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: 'Main Street',
    houseNumber: '1',
    apartment: '',
    city: 'London',
    country: 'GB',
    region: '',
    postcode: 'N1 9GU',
    telephone: '',
  };

  it('leaves state, apartment and phone optional', () => {
    expect(formErrors(shippingAddressFormSchema, filled)).toEqual({});
  });

  it('answers the shop messages', () => {
    expect(
      formErrors(shippingAddressFormSchema, { ...filled, firstname: 'A', street: ' ', postcode: '12', country: '' }),
    ).toEqual({
      firstname: 'Name must have at least 2 letters.',
      street: 'Field is required',
      postcode: 'Zip-code must have at least 3 letters.',
      country: 'Field is required',
    });
  });
});
