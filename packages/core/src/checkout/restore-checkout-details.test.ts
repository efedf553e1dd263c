import { describe, expect, it } from 'vitest';
import { emptyCheckoutDetails } from './checkout-details.js';
import { restoreCheckoutDetails, restoreSection } from './restore-checkout-details.js';

const defaults = emptyCheckoutDetails({ country: 'US', shippingMethod: 'flatrate', paymentMethod: 'cashondelivery' });

describe('checkout details read back from storage or a form', () => {
  it('starts empty with the shop defaults and billing the same as shipping', () => {
    expect(defaults.shippingDetails).toMatchObject({ country: 'US', shippingMethod: 'flatrate', region_id: 0 });
    expect(defaults.paymentDetails).toMatchObject({
      country: 'US',
      paymentMethod: 'cashondelivery',
      sameAsShipping: true,
    });
    expect(defaults.personalDetails).toEqual({
      firstName: '',
      lastName: '',
      emailAddress: '',
      password: '',
      createAccount: false,
    });
  });

  it('takes stored fields of the right type and ignores the rest', () => {
    const restored = restoreCheckoutDetails(
      {
        personalDetails: { firstName: 'Jane', lastName: 7, createAccount: 'yes', extra: 'x' },
        shippingDetails: { city: 'Springfield', region_id: '12', zipCode: ['1'] },
        paymentDetails: { sameAsShipping: false, paymentMethodAdditional: { orderID: 'A' }, region_id: 'abc' },
        listingDetails: 'broken',
      },
      defaults,
    );
    expect(restored.personalDetails).toEqual({ ...defaults.personalDetails, firstName: 'Jane' });
    expect(restored.shippingDetails).toEqual({ ...defaults.shippingDetails, city: 'Springfield', region_id: 12 });
    expect(restored.paymentDetails).toEqual({
      ...defaults.paymentDetails,
      sameAsShipping: false,
      paymentMethodAdditional: { orderID: 'A' },
    });
    expect(restored.listingDetails).toEqual(defaults.listingDetails);
  });

  it('never shares objects with the template or the stored value', () => {
    const stored = { paymentMethodAdditional: { a: 1 } };
    const restored = restoreSection(defaults.paymentDetails, stored);
    expect(restored.paymentMethodAdditional).not.toBe(stored.paymentMethodAdditional);
    expect(restoreSection(defaults.paymentDetails, null)).not.toBe(defaults.paymentDetails);
  });
});
