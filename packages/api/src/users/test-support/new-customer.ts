import type { NewCustomer } from '../user-repository.js';

/** A customer to register in a repository test; only the e-mail varies. */
export function newCustomer(email: string): NewCustomer {
  return {
    email,
    firstname: 'Ada',
    lastname: 'Lovelace',
    passwordHash: 'scrypt$1$1$1$AA$AA',
    storeId: 1,
    websiteId: 1,
    addresses: [],
  };
}
