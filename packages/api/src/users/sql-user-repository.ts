import type { Customer, CustomerAddress } from '@storefront/core';
import { type FamilyRevocations, noFamilyRevocations, type RevokedFamily } from '../auth/family-revocations.js';
import { isUniqueViolation, sql, type SqlDatabase, type SqlExecutor } from '../db/sql.js';
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
  locked_at?: number | null;
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

export class SqlUserRepository implements UserRepository {
  constructor(
    private readonly db: SqlDatabase,
    private readonly now: () => number = Date.now,
    private readonly revocations: FamilyRevocations = noFamilyRevocations,
  ) {}

  private async load(row: CustomerRow | undefined): Promise<StoredCustomer | undefined> {
    if (!row) return undefined;
    const addresses = await this.db.all<AddressRow>(
      sql`SELECT * FROM customer_addresses WHERE customer_id = ${row.id} ORDER BY id`,
    );
    return {
      customer: toCustomer(row, addresses),
      passwordHash: row.password_hash,
      locked: row.locked_at !== null && row.locked_at !== undefined,
    };
  }

  /** Writes `addresses` as the customer's complete list and points the default ids at the flagged ones. */
  private async replaceAddresses(tx: SqlExecutor, customerId: number, addresses: CustomerAddress[]): Promise<void> {
    const current = (await tx.get<CustomerRow>(sql`SELECT * FROM customers WHERE id = ${customerId}`))!;
    const kept = new Set(addresses.flatMap((a) => (a.id === undefined ? [] : [a.id])));
    const existing = await tx.all<{ id: number }>(
      sql`SELECT id FROM customer_addresses WHERE customer_id = ${customerId} ORDER BY id`,
    );
    for (const { id } of existing)
      if (!kept.has(id))
        await tx.run(sql`DELETE FROM customer_addresses WHERE id = ${id} AND customer_id = ${customerId}`);
    let shipping = current.default_shipping;
    let billing = current.default_billing;
    const ids = new Set<number>();
    for (const address of addresses) {
      const v = addressValues(customerId, address);
      let id: number;
      if (
        address.id !== undefined &&
        (
          await tx.run(
            sql`UPDATE customer_addresses SET firstname = ${v.firstname}, lastname = ${v.lastname},
                  company = ${v.company}, street = ${v.street}, city = ${v.city}, postcode = ${v.postcode},
                  country_id = ${v.country_id}, region_code = ${v.region_code}, region = ${v.region},
                  region_id = ${v.region_id}, telephone = ${v.telephone}, vat_id = ${v.vat_id}
                WHERE id = ${address.id} AND customer_id = ${customerId}`,
          )
        ).changes
      )
        id = address.id;
      else
        id = (await tx.get<{ id: number }>(
          sql`INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street, city, postcode,
                country_id, region_code, region, region_id, telephone, vat_id)
              VALUES (${customerId}, ${v.firstname}, ${v.lastname}, ${v.company}, ${v.street}, ${v.city},
                ${v.postcode}, ${v.country_id}, ${v.region_code}, ${v.region}, ${v.region_id}, ${v.telephone},
                ${v.vat_id})
              RETURNING id`,
        ))!.id;
      ids.add(id);
      if (address.default_shipping) shipping = id;
      if (address.default_billing) billing = id;
    }
    await tx.run(
      sql`UPDATE customers SET default_shipping = ${shipping !== null && ids.has(shipping) ? shipping : null},
            default_billing = ${billing !== null && ids.has(billing) ? billing : null}
          WHERE id = ${customerId}`,
    );
  }

  async create(input: NewCustomer): Promise<StoredCustomer> {
    let id: number;
    try {
      // The unique e-mail (NOCASE on SQLite, CITEXT on PostgreSQL) decides between two concurrent registrations.
      id = await this.db.transaction(async (tx) => {
        const at = magentoTime(this.now());
        const row = await tx.get<{ id: number }>(
          sql`INSERT INTO customers (email, firstname, lastname, password_hash, store_id, website_id, created_at,
                updated_at)
              VALUES (${input.email}, ${input.firstname}, ${input.lastname}, ${input.passwordHash}, ${input.storeId},
                ${input.websiteId}, ${at}, ${at})
              RETURNING id`,
        );
        await this.replaceAddresses(
          tx,
          row!.id,
          input.addresses.map(({ id: _id, ...address }) => address),
        );
        return row!.id;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError();
      throw error;
    }
    return (await this.findById(id))!;
  }

  async findByEmail(email: string): Promise<StoredCustomer | undefined> {
    return this.load(await this.db.get<CustomerRow>(sql`SELECT * FROM customers WHERE email = ${email.trim()}`));
  }

  async findById(id: number): Promise<StoredCustomer | undefined> {
    return this.load(await this.db.get<CustomerRow>(sql`SELECT * FROM customers WHERE id = ${id}`));
  }

  async updateProfile(
    id: number,
    changes: ProfileChanges,
    revokeSessions?: { now: number; keepFamilyId?: string; reason: string },
  ): Promise<(StoredCustomer & { emailChanged: boolean }) | undefined> {
    let updated: boolean;
    let emailChanged = false;
    let revoked: RevokedFamily[] = [];
    try {
      updated = await this.db.transaction(async (tx) => {
        const { email, firstname, lastname } = changes;
        const at = magentoTime(this.now());
        // The row's own lock decides which of two identical changes at once moves the e-mail: the other finds it
        // moved already (PostgreSQL re-checks the condition after the wait, SQLite writes one at a time).
        if (revokeSessions)
          emailChanged =
            (await tx.run(sql`UPDATE customers SET email = ${email} WHERE id = ${id} AND email <> ${email}`)).changes >
            0;
        const { changes: found } = await tx.run(
          sql`UPDATE customers SET email = ${email}, firstname = ${firstname}, lastname = ${lastname},
                updated_at = ${at}
              WHERE id = ${id}`,
        );
        if (!found) return false;
        if (changes.addresses) await this.replaceAddresses(tx, id, changes.addresses);
        if (emailChanged) revoked = await this.revokeSessionsIn(tx, id, revokeSessions!);
        return true;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DuplicateEmailError();
      throw error;
    }
    if (revoked.length) await this.revocations.announce(revoked, revokeSessions!.now);
    const stored = updated ? await this.findById(id) : undefined;
    return stored && { ...stored, emailChanged };
  }

  /** Revokes every refresh-token family of customer `id` except `keepFamilyId`: the revoked ones, to announce. */
  private revokeSessionsIn(
    tx: SqlExecutor,
    id: number,
    { now, keepFamilyId, reason }: { now: number; keepFamilyId?: string; reason: string },
  ): Promise<RevokedFamily[]> {
    // The kept family is left out by a separate condition: a NULL comparison would keep every family.
    const keep = keepFamilyId === undefined ? sql`` : sql` AND id <> ${keepFamilyId}`;
    return tx.all<RevokedFamily>(
      sql`UPDATE token_families SET revoked_at = ${now}, reason = ${reason}
          WHERE customer_id = ${id} AND revoked_at IS NULL${keep}
          RETURNING id, expires_at AS "expiresAt"`,
    );
  }

  async setPassword(
    id: number,
    passwordHash: string,
    revokeSessions?: { now: number; keepFamilyId?: string; reason: string },
  ): Promise<void> {
    const revoked = await this.db.transaction(async (tx): Promise<RevokedFamily[]> => {
      await tx.run(
        sql`UPDATE customers SET password_hash = ${passwordHash}, updated_at = ${magentoTime(this.now())}
            WHERE id = ${id}`,
      );
      return revokeSessions ? this.revokeSessionsIn(tx, id, revokeSessions) : [];
    });
    if (revoked.length) await this.revocations.announce(revoked, revokeSessions!.now);
  }

  async setLocked(
    id: number,
    locked: boolean,
    now: number,
    within?: (tx: SqlExecutor, wasLocked: boolean) => Promise<void>,
  ): Promise<boolean | undefined> {
    const outcome = await this.db.transaction(async (tx) => {
      const row = await tx.get<{ locked_at: number | null }>(sql`SELECT locked_at FROM customers WHERE id = ${id}`);
      if (!row) return undefined;
      const wasLocked = row.locked_at !== null;
      await tx.run(sql`UPDATE customers SET locked_at = ${locked ? (row.locked_at ?? now) : null} WHERE id = ${id}`);
      const revoked = locked ? await this.revokeSessionsIn(tx, id, { now, reason: 'locked' }) : [];
      await within?.(tx, wasLocked);
      return { wasLocked, revoked };
    });
    if (outcome?.revoked.length) await this.revocations.announce(outcome.revoked, now);
    return outcome?.wasLocked;
  }

  async lockedByRefreshToken(tokenHash: string): Promise<boolean> {
    const row = await this.db.get<{ locked_at: number | null }>(
      sql`SELECT c.locked_at FROM refresh_tokens r JOIN customers c ON c.id = r.customer_id WHERE r.hash = ${tokenHash}`,
    );
    return row !== undefined && row.locked_at !== null;
  }
}
