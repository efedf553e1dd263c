import type { CustomerAddress } from '../customer.js';

/** Ada Lovelace's saved address in Springfield, US (customer 7); `fields` replace what a test needs otherwise. */
export function customerAddress(fields: Partial<CustomerAddress> = {}): CustomerAddress {
  return {
    id: 3,
    customer_id: 7,
    firstname: 'Ada',
    lastname: 'Lovelace',
    street: ['Main Street', '12'],
    city: 'Springfield',
    country_id: 'US',
    postcode: '90210',
    ...fields,
  };
}
