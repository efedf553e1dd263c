import type { Database } from 'better-sqlite3';
import type { Customer, CustomerAddress } from '@storefront/core';
import {
  DuplicateEmailError,
  type NewCustomer,
  type ProfileChanges,
  type StoredCustomer,
  type UserRepository,
} from './user-repository.js';

interface CustomerRow {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  group_id: number;
  password_hash: string;
  store_id: number;
  website_id: number;
  created_in: string;
  default_shipping: number | null;
  default_billing: number | null;
  disable_auto_group_change: number;
  created_at: string;
  updated_at: string;
}

interface AddressRow {
  id: number;
  customer_id: number;
  firstname: string;
  lastname: string;
  company: string | null;
  street: string;
  city: string;
  postcode: string;
  country_id: string;
  region_code: string | null;
  region: string | null;
  region_id: number;
  telephone: string | null;
  vat_id: string | null;
}

/** Magento's timestamp format (`2020-01-31 12:34:56`, UTC). */
function magentoTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE';
}

function toAddress(row: AddressRow, customer: CustomerRow): CustomerAddress {
  const address: CustomerAddress = {
    id: row.id,
    customer_id: row.customer_id,
    region: { region_code: row.region_code, region: row.region, region_id: row.region_id },
    region_id: row.region_id,
    country_id: row.country_id,
    street: JSON.parse(row.street) as string[],
    postcode: row.postcode,
    city: row.city,
    firstname: row.firstname,
    lastname: row.lastname,
  };
  if (row.company !== null) address.company = row.company;
  if (row.telephone !== null) address.telephone = row.telephone;
  if (row.vat_id !== null) address.vat_id = row.vat_id;
  if (customer.default_shipping === row.id) address.default_shipping = true;
  if (customer.default_billing === row.id) address.default_billing = true;
  return address;
}

function toCustomer(row: CustomerRow, addresses: AddressRow[]): Customer {
  const customer: Customer = {
    id: row.id,
    group_id: row.group_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    created_in: row.created_in,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    store_id: row.store_id,
    website_id: row.website_id,
    addresses: addresses.map((address) => toAddress(address, row)),
    disable_auto_group_change: row.disable_auto_group_change,
    extension_attributes: { is_subscribed: false },
  };
  // Magento answers the default address ids as strings, and leaves them out when there is none.
  if (row.default_billing !== null) customer.default_billing = String(row.default_billing);
  if (row.default_shipping !== null) customer.default_shipping = String(row.default_shipping);
  return customer;
}

function addressValues(customerId: number, address: CustomerAddress) {
  return {
    customer_id: customerId,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company ?? null,
    street: JSON.stringify(address.street),
    city: address.city,
    postcode: address.postcode,
    country_id: address.country_id,
    region_code: address.region?.region_code ?? null,
    region: address.region?.region ?? null,
    region_id: address.region_id ?? address.region?.region_id ?? 0,
    telephone: address.telephone ?? null,
    vat_id: address.vat_id ?? null,
  };
}

export class SqliteUserRepository implements UserRepository {
  private readonly statements;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {
    this.statements = {
      insertCustomer: db.prepare(
        `INSERT INTO customers (email, firstname, lastname, password_hash, store_id, website_id, created_at, updated_at)
         VALUES (@email, @firstname, @lastname, @passwordHash, @storeId, @websiteId, @at, @at)`,
      ),
      byEmail: db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE email = ?'),
      byId: db.prepare<[number], CustomerRow>('SELECT * FROM customers WHERE id = ?'),
      addresses: db.prepare<[number], AddressRow>('SELECT * FROM customer_addresses WHERE customer_id = ? ORDER BY id'),
      insertAddress: db.prepare(
        `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street, city, postcode, country_id,
           region_code, region, region_id, telephone, vat_id)
         VALUES (@customer_id, @firstname, @lastname, @company, @street, @city, @postcode, @country_id, @region_code,
           @region, @region_id, @telephone, @vat_id)`,
      ),
      updateAddress: db.prepare(
        `UPDATE customer_addresses SET firstname = @firstname, lastname = @lastname, company = @company,
           street = @street, city = @city, postcode = @postcode, country_id = @country_id, region_code = @region_code,
           region = @region, region_id = @region_id, telephone = @telephone, vat_id = @vat_id
         WHERE id = @id AND customer_id = @customer_id`,
      ),
      deleteAddress: db.prepare('DELETE FROM customer_addresses WHERE id = ? AND customer_id = ?'),
      updateCustomer: db.prepare(
        `UPDATE customers SET email = @email, firstname = @firstname, lastname = @lastname, updated_at = @at
         WHERE id = @id`,
      ),
      setDefaults: db.prepare('UPDATE customers SET default_shipping = ?, default_billing = ? WHERE id = ?'),
      setPassword: db.prepare('UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?'),
      revokeOtherFamilies: db.prepare(
        `UPDATE token_families SET revoked_at = @now, reason = @reason
         WHERE customer_id = @customerId AND revoked_at IS NULL AND id IS NOT @keep`,
      ),
    };
  }

  private load(row: CustomerRow | undefined): StoredCustomer | undefined {
    if (!row) return undefined;
    return { customer: toCustomer(row, this.statements.addresses.all(row.id)), passwordHash: row.password_hash };
  }

  /** Writes `addresses` as the customer's complete list and points the default ids at the flagged ones. */
  private replaceAddresses(customerId: number, addresses: CustomerAddress[]): void {
    const s = this.statements;
    const current = s.byId.get(customerId)!;
    const kept = new Set(addresses.flatMap((a) => (a.id === undefined ? [] : [a.id])));
    for (const existing of s.addresses.all(customerId))
      if (!kept.has(existing.id)) s.deleteAddress.run(existing.id, customerId);
    let shipping = current.default_shipping;
    let billing = current.default_billing;
    const ids = new Set<number>();
    for (const address of addresses) {
      let id: number;
      if (
        address.id !== undefined &&
        s.updateAddress.run({ ...addressValues(customerId, address), id: address.id }).changes
      )
        id = address.id;
      else id = Number(s.insertAddress.run(addressValues(customerId, address)).lastInsertRowid);
      ids.add(id);
      if (address.default_shipping) shipping = id;
      if (address.default_billing) billing = id;
    }
    s.setDefaults.run(
      shipping !== null && ids.has(shipping) ? shipping : null,
      billing !== null && ids.has(billing) ? billing : null,
      customerId,
    );
  }

  async create(input: NewCustomer): Promise<StoredCustomer> {
    const id = this.db.transaction(() => {
      try {
        const at = magentoTime(this.now());
        const customerId = Number(this.statements.insertCustomer.run({ ...input, at }).lastInsertRowid);
        this.replaceAddresses(
          customerId,
          input.addresses.map(({ id: _id, ...address }) => address),
        );
        return customerId;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError();
        throw error;
      }
    })();
    return this.load(this.statements.byId.get(id))!;
  }

  async findByEmail(email: string): Promise<StoredCustomer | undefined> {
    return this.load(this.statements.byEmail.get(email.trim()));
  }

  async findById(id: number): Promise<StoredCustomer | undefined> {
    return this.load(this.statements.byId.get(id));
  }

  async updateProfile(id: number, changes: ProfileChanges): Promise<StoredCustomer | undefined> {
    const updated = this.db.transaction(() => {
      try {
        const { email, firstname, lastname } = changes;
        const at = magentoTime(this.now());
        if (!this.statements.updateCustomer.run({ id, email, firstname, lastname, at }).changes) return false;
        if (changes.addresses) this.replaceAddresses(id, changes.addresses);
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError();
        throw error;
      }
    })();
    return updated ? this.findById(id) : undefined;
  }

  async setPassword(
    id: number,
    passwordHash: string,
    revokeSessions?: { now: number; keepFamilyId?: string; reason: string },
  ): Promise<void> {
    this.db.transaction(() => {
      this.statements.setPassword.run(passwordHash, magentoTime(this.now()), id);
      if (revokeSessions)
        this.statements.revokeOtherFamilies.run({
          now: revokeSessions.now,
          reason: revokeSessions.reason,
          customerId: id,
          keep: revokeSessions.keepFamilyId ?? null,
        });
    })();
  }
}
