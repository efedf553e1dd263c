import { describe, expect, it } from 'vitest';
import { customerAddress } from '../user/test-support/customer-address.js';
import { editableProfileFields, profileUpdate } from './profile-update.js';

const address = customerAddress({ default_shipping: true });
const customer = {
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.com',
  addresses: [address],
  groupToken: 'secret',
};
const ALL = ['firstname', 'lastname', 'email', 'addresses'];

describe('profile update body', () => {
  it('sends the changed names and e-mail, trimmed, with the saved addresses and nothing else', () => {
    expect(profileUpdate(customer, { firstname: ' Augusta ', email: 'a@example.org' }, ALL)).toEqual({
      customer: { email: 'a@example.org', firstname: 'Augusta', lastname: 'Lovelace', addresses: [address] },
    });
  });

  it('sends new addresses when given', () => {
    const moved = { ...address, city: 'Shelbyville' };
    expect(profileUpdate(customer, { addresses: [moved] }, ALL).customer.addresses).toEqual([moved]);
  });

  it('ignores changes to fields users.allowModification does not list, keeping the saved values', () => {
    const update = profileUpdate(customer, { firstname: 'Eve', email: 'eve@example.com', addresses: [] }, ['lastname']);
    expect(update).toEqual({ customer: { email: 'ada@example.com', firstname: 'Ada', lastname: 'Lovelace' } });
  });

  it('says which fields the form may edit', () => {
    expect(editableProfileFields(['firstname', 'addresses'])).toEqual({
      firstname: true,
      lastname: false,
      email: false,
      addresses: true,
    });
  });
});
