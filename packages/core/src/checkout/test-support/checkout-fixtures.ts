import type { CheckoutAddress, CheckoutDetails } from '../checkout-details.js';

/** A complete US address (a region from the list) that passes every rule. */
export const address: CheckoutAddress = {
  firstName: 'Jane',
  lastName: 'Doe',
  country: 'US',
  streetAddress: 'Main Street',
  apartmentNumber: '12',
  city: 'Springfield',
  state: 'CA',
  region_id: 0,
  zipCode: '90210',
  phoneNumber: '555 0100',
};

/** Checkout details that pass every section. */
export function validDetails(): CheckoutDetails {
  return {
    personalDetails: {
      firstName: 'Jane',
      lastName: 'Doe',
      emailAddress: 'jane@example.com',
      password: '',
      createAccount: false,
    },
    listingDetails: {
      firstName: 'Jane',
      lastName: 'Doe',
      emailAddress: 'jane@example.com',
      phoneNo: '555 0100',
      address: '12 Main Street, Springfield',
      intersection: 'Main Street & Oak Avenue',
      vehiclePlate: '7ABC123',
      plateCountry: 'US',
    },
    shippingDetails: { ...address, shippingMethod: 'flatrate' },
    paymentDetails: {
      ...address,
      company: '',
      taxId: '',
      paymentMethod: 'cashondelivery',
      paymentMethodAdditional: {},
      sameAsShipping: true,
    },
  };
}
