import { describe, expect, it } from 'vitest';
import {
  firstInvalidSection,
  listingDetailsErrors,
  paymentDetailsErrors,
  personalDetailsErrors,
  shippingDetailsErrors,
  termsErrors,
} from './checkout-validation.js';
import { emptyCheckoutDetails } from './checkout-details.js';
import { PLATE_INVALID, PLATE_REQUIRED } from '../booking/plate.js';
import { address, validDetails } from './test-support/checkout-fixtures.js';

const personal = validDetails().personalDetails;

describe('personal details (spec point 5 messages)', () => {
  it('passes a complete guest without an account', () => {
    expect(personalDetailsErrors(personal)).toEqual({});
  });

  it('asks for names of 2 letters and a valid e-mail', () => {
    expect(personalDetailsErrors({ ...personal, firstName: '', lastName: 'D', emailAddress: 'jane@' })).toEqual({
      firstName: 'Field is required',
      lastName: 'Name must have at least 2 letters.',
      emailAddress: 'Please provide valid e-mail address.',
    });
    expect(personalDetailsErrors({ ...personal, emailAddress: ' ' })).toEqual({ emailAddress: 'Field is required' });
  });

  it('checks the password and its repetition only when an account is created', () => {
    const creating = { ...personal, createAccount: true, password: 'short' };
    expect(personalDetailsErrors({ ...personal, password: 'short' })).toEqual({});
    expect(personalDetailsErrors(creating, { repeatPassword: 'short' })).toEqual({
      password: 'Password must have at least 8 letters.',
    });
    expect(personalDetailsErrors({ ...creating, password: 'longenough' }, { repeatPassword: 'longenougj' })).toEqual({
      repeatPassword: 'Passwords must be identical.',
    });
    expect(personalDetailsErrors({ ...creating, password: '' })).toEqual({
      password: 'Field is required',
      repeatPassword: 'Field is required',
    });
    expect(personalDetailsErrors({ ...creating, password: 'longenough' }, { repeatPassword: 'longenough' })).toEqual(
      {},
    );
  });

  it('lets the caller rule out account creation (a logged-in shopper)', () => {
    expect(personalDetailsErrors({ ...personal, createAccount: true }, { createAccount: false })).toEqual({});
    expect(personalDetailsErrors(personal, { createAccount: true })).toMatchObject({ password: 'Field is required' });
  });
});

describe('listing details', () => {
  const listing = validDetails().listingDetails;

  it('passes prefilled details and allows an empty intersection', () => {
    expect(listingDetailsErrors(listing)).toEqual({});
    expect(listingDetailsErrors({ ...listing, intersection: '' })).toEqual({});
  });

  it("asks for the driver's name, phone and plate; the e-mail and address are not typed here", () => {
    expect(
      listingDetailsErrors({
        firstName: 'J',
        lastName: '',
        emailAddress: 'x',
        phoneNo: ' ',
        address: '',
        intersection: '',
        vehiclePlate: '',
        plateCountry: 'US',
      }),
    ).toEqual({
      firstName: 'Name must have at least 2 letters.',
      lastName: 'Field is required',
      phoneNo: 'Field is required',
      vehiclePlate: PLATE_REQUIRED,
    });
  });

  it("checks the plate against its country's format", () => {
    expect(listingDetailsErrors({ ...listing, plateCountry: 'IT', vehiclePlate: '7ABC123' })).toEqual({
      vehiclePlate: PLATE_INVALID,
    });
    expect(listingDetailsErrors({ ...listing, plateCountry: 'IT', vehiclePlate: 'AB 123 CD' })).toEqual({});
  });
});

describe('shipping details', () => {
  const shipping = validDetails().shippingDetails;

  it('passes a complete address; phone and state of a country without a region list are optional', () => {
    expect(shippingDetailsErrors(shipping)).toEqual({});
    expect(shippingDetailsErrors({ ...shipping, phoneNumber: '', country: 'PL', state: '' })).toEqual({});
    expect(shippingDetailsErrors({ ...shipping, country: 'PL', state: 'dolnośląskie' })).toEqual({});
  });

  it('asks for every required field with the spec messages', () => {
    const untouched = emptyCheckoutDetails({ country: '', shippingMethod: '', paymentMethod: '' }).shippingDetails;
    const empty = { ...untouched, lastName: 'D', zipCode: '12' };
    expect(shippingDetailsErrors(empty)).toEqual({
      firstName: 'Field is required',
      lastName: 'Name must have at least 2 letters.',
      country: 'Field is required',
      streetAddress: 'Field is required',
      city: 'Field is required',
      zipCode: 'Zip-code must have at least 3 letters.',
      shippingMethod: 'Field is required',
    });
  });

  it('never requires the apartment number', () => {
    expect(shippingDetailsErrors({ ...shipping, apartmentNumber: '' })).toEqual({});
  });

  it('refuses a state not on the country list, and a method that is not offered', () => {
    expect(shippingDetailsErrors({ ...shipping, state: 'XX' })).toEqual({ state: 'Field is required' });
    // The suggestion fills the name; a shopper may type either.
    expect(shippingDetailsErrors({ ...shipping, country: 'US', state: 'Illinois' })).toEqual({});
    expect(shippingDetailsErrors({ ...shipping, country: 'US', state: 'il' })).toEqual({});
    expect(shippingDetailsErrors(shipping, { shippingMethods: ['tablerate'] })).toEqual({
      shippingMethod: 'Field is required',
    });
    expect(shippingDetailsErrors(shipping, { shippingMethods: ['flatrate'] })).toEqual({});
  });

  it('treats values that are not text (a forged form) as missing rather than throwing', () => {
    const forged = { ...shipping, city: undefined, zipCode: 12 } as unknown as typeof shipping;
    expect(shippingDetailsErrors(forged)).toEqual({
      city: 'Field is required',
      zipCode: 'Zip-code must have at least 3 letters.',
    });
  });
});

describe('payment details', () => {
  const payment = validDetails().paymentDetails;
  const blank = { ...payment, ...{ firstName: '', streetAddress: '', apartmentNumber: '', city: '', zipCode: '' } };

  it('needs no address of its own when billing is the shipping address', () => {
    expect(paymentDetailsErrors(blank, { hasShipping: true })).toEqual({});
  });

  it('asks for its own address when not the same as shipping', () => {
    expect(paymentDetailsErrors({ ...blank, sameAsShipping: false }, { hasShipping: true })).toEqual({
      firstName: 'Field is required',
      streetAddress: 'Field is required',
      city: 'Field is required',
      zipCode: 'Field is required',
    });
  });

  it('asks no street, apartment or city when nothing is shipped: names, country, state and zip', () => {
    expect(paymentDetailsErrors(blank, { hasShipping: false })).toEqual({
      firstName: 'Field is required',
      zipCode: 'Field is required',
    });
    expect(paymentDetailsErrors({ ...blank, firstName: 'Ada', zipCode: '62701' }, { hasShipping: false })).toEqual({});
    expect(
      paymentDetailsErrors(
        { ...blank, firstName: 'Ada', zipCode: '62701', country: 'US', state: 'XX' },
        { hasShipping: false },
      ),
    ).toEqual({ state: 'Field is required' });
  });

  it('leaves company optional, and asks for a tax ID of 3 letters only when given', () => {
    expect(paymentDetailsErrors({ ...payment, company: '', taxId: '' }, { hasShipping: true })).toEqual({});
    expect(paymentDetailsErrors({ ...payment, taxId: 'PL' }, { hasShipping: true })).toEqual({
      taxId: 'Tax ID must have at least 3 letters.',
    });
    expect(paymentDetailsErrors({ ...payment, taxId: 'PL8951930748' }, { hasShipping: true })).toEqual({});
  });

  it('needs a payment method among those offered', () => {
    expect(paymentDetailsErrors({ ...payment, paymentMethod: '' }, { hasShipping: true })).toEqual({
      paymentMethod: 'Field is required',
    });
    expect(paymentDetailsErrors(payment, { hasShipping: false, paymentMethods: ['vsfpaypal'] })).toEqual({
      paymentMethod: 'Field is required',
    });
    expect(
      paymentDetailsErrors({ ...payment, ...address }, { hasShipping: true, paymentMethods: ['cashondelivery'] }),
    ).toEqual({});
  });
});

describe('terms', () => {
  it('must be accepted', () => {
    expect(termsErrors(false)).toEqual({ acceptTerms: 'You must accept the terms and conditions.' });
    expect(termsErrors(undefined)).toEqual({ acceptTerms: 'You must accept the terms and conditions.' });
    expect(termsErrors('on')).toEqual({});
    expect(termsErrors(true)).toEqual({});
  });
});

describe('the whole checkout at once', () => {
  const all = ['personal', 'listing', 'shipping', 'payment', 'review'] as const;

  it('answers the first section with errors, in section order', () => {
    const details = validDetails();
    expect(firstInvalidSection(details, all, { acceptTerms: true })).toBeUndefined();
    expect(firstInvalidSection(details, all, { acceptTerms: false })).toEqual({
      section: 'review',
      errors: { acceptTerms: 'You must accept the terms and conditions.' },
    });
    details.shippingDetails.city = '';
    details.listingDetails.phoneNo = '';
    expect(firstInvalidSection(details, all, { acceptTerms: false })?.section).toBe('listing');
    expect(firstInvalidSection(details, ['personal', 'shipping', 'payment', 'review'], { acceptTerms: true })).toEqual({
      section: 'shipping',
      errors: { city: 'Field is required' },
    });
  });

  it('asks for a billing address (without a street) when the cart has no shipping section', () => {
    const details = validDetails();
    details.paymentDetails.zipCode = '';
    details.paymentDetails.streetAddress = '';
    expect(firstInvalidSection(details, all, { acceptTerms: true })).toBeUndefined();
    expect(firstInvalidSection(details, ['personal', 'payment', 'review'], { acceptTerms: true })?.section).toBe(
      'payment',
    );
  });
});
