import { emptyCheckoutDetails } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { readCheckoutForm, type CheckoutFormState } from './checkout-form-state';

const base: CheckoutFormState = {
  details: emptyCheckoutDetails({ country: 'US', shippingMethod: 'flatrate', paymentMethod: 'cashondelivery' }),
  repeatPassword: '',
  acceptTerms: false,
};

describe('readCheckoutForm (the no-JS post)', () => {
  it('reads the fields by their form names, checkboxes by presence and the region id as a number', () => {
    const form = new FormData();
    form.set('personalDetails.firstName', 'Grace');
    form.set('personalDetails.createAccount', 'on');
    form.set('repeatPassword', 'secret-password');
    form.set('shippingDetails.city', 'Springfield');
    form.set('shippingDetails.region_id', '12');
    form.set('paymentDetails.paymentMethod', 'vsfpaypal');
    form.set('acceptTerms', 'on');
    const state = readCheckoutForm(form, base);
    expect(state.details.personalDetails).toMatchObject({ firstName: 'Grace', lastName: '', createAccount: true });
    expect(state.details.shippingDetails).toMatchObject({ city: 'Springfield', region_id: 12, shippingMethod: '' });
    // Unticked: absent from the post.
    expect(state.details.paymentDetails.sameAsShipping).toBe(false);
    expect(state.details.paymentDetails.paymentMethod).toBe('vsfpaypal');
    expect(state).toMatchObject({ repeatPassword: 'secret-password', acceptTerms: true });
  });

  it('ignores unknown fields and files, cuts long values and keeps what is not a form field', () => {
    const form = new FormData();
    form.set('personalDetails.isAdmin', 'yes');
    form.set('shippingDetails.city', 'x'.repeat(2000));
    form.set('shippingDetails.zipCode', new Blob(['12345']));
    form.set('shippingDetails.region_id', 'not a number');
    const state = readCheckoutForm(form, base);
    expect(state.details.personalDetails).not.toHaveProperty('isAdmin');
    expect(state.details.shippingDetails.city).toHaveLength(500);
    expect(state.details.shippingDetails.zipCode).toBe('');
    expect(state.details.shippingDetails.region_id).toBe(0);
    expect(state.details.paymentDetails.paymentMethodAdditional).toEqual({});
  });
});
