import type { Customer, CustomerAddress, CustomerProfileUpdate } from '../user/customer.js';

export type ProfileChanges = Partial<Pick<Customer, 'firstname' | 'lastname' | 'email'>> & {
  addresses?: CustomerAddress[];
};

/**
 * The body of `POST /api/user/me` (see docs/api.md#accounts): the shopper's changes to the fields `users.allowModification`
 * lets them change, on top of the saved profile. The API requires e-mail and both names, so they always travel
 * (unchanged when not allowed); the addresses travel whenever they may be modified, so saving the name never drops
 * an address. Everything else the customer object holds (ids, `groupToken`) stays out: the API rejects it.
 */
export function profileUpdate(
  customer: Pick<Customer, 'firstname' | 'lastname' | 'email' | 'addresses'>,
  changes: ProfileChanges,
  allowModification: readonly string[],
): CustomerProfileUpdate {
  const allowed = (field: keyof ProfileChanges) => allowModification.includes(field) && changes[field] !== undefined;
  const text = (field: 'firstname' | 'lastname' | 'email') =>
    allowed(field) ? changes[field]!.trim() : customer[field];
  const update: CustomerProfileUpdate = {
    customer: { email: text('email'), firstname: text('firstname'), lastname: text('lastname') },
  };
  if (allowModification.includes('addresses'))
    update.customer.addresses = allowed('addresses') ? changes.addresses! : customer.addresses;
  return update;
}

/** Which of the profile's own fields the shopper may edit (the form shows the others read-only). */
export function editableProfileFields(allowModification: readonly string[]) {
  return {
    firstname: allowModification.includes('firstname'),
    lastname: allowModification.includes('lastname'),
    email: allowModification.includes('email'),
    addresses: allowModification.includes('addresses'),
  };
}
