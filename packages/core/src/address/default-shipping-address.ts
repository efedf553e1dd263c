import type { Customer } from '../user/customer.js';

/**
 * The customer's default shipping address: flagged on the address, or named by the customer's `default_shipping` id.
 * Its own module, without the address form's schema: the checkout's start-up code prefills from it, and the schema
 * would bring the validation library to every checkout before the shopper types.
 */
export function defaultShippingAddress(customer: Pick<Customer, 'addresses' | 'default_shipping'>) {
  return (
    customer.addresses.find((address) => address.default_shipping === true) ??
    customer.addresses.find(
      (address) => customer.default_shipping !== undefined && String(address.id) === String(customer.default_shipping),
    )
  );
}
