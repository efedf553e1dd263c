import type { SqlExecutor } from '../db/sql.js';
import type { Customer, CustomerAddress } from '@storefront/core';

/** A customer as stored: the contract's customer object (without the API-added parts) and the password hash. */
export interface StoredCustomer {
  customer: Customer;
  passwordHash: string;
  /** Locked by the back-office: no sign-in, no refresh (docs/back-office.md#customers). */
  locked?: boolean;
}

export interface NewCustomer {
  email: string;
  firstname: string;
  lastname: string;
  passwordHash: string;
  storeId: number;
  websiteId: number;
  addresses: CustomerAddress[];
}

export interface ProfileChanges {
  email: string;
  firstname: string;
  lastname: string;
  /** When given, the customer's addresses become exactly these: with `id` updated, without inserted, others deleted. */
  addresses?: CustomerAddress[];
}

/** The e-mail belongs to another customer (e-mails are unique regardless of case). */
export class DuplicateEmailError extends Error {
  constructor() {
    super('A customer with the same email address already exists in an associated website.');
    this.name = 'DuplicateEmailError';
  }
}

/**
 * Customer storage. Asynchronous so that a PostgreSQL implementation can replace SQLite without touching callers;
 * every method that writes does so in one transaction.
 */
export interface UserRepository {
  /** Throws `DuplicateEmailError` when the e-mail is taken. */
  create(customer: NewCustomer): Promise<StoredCustomer>;
  findByEmail(email: string): Promise<StoredCustomer | undefined>;
  findById(id: number): Promise<StoredCustomer | undefined>;
  /**
   * Throws `DuplicateEmailError` when the new e-mail is another customer's; undefined when the customer is gone. With
   * `revokeSessions` (an e-mail change), revokes sessions in the same transaction as `setPassword` does, but only when
   * this very call moved the e-mail (`emailChanged`): of two identical changes at once, one does.
   */
  updateProfile(
    id: number,
    changes: ProfileChanges,
    revokeSessions?: { now: number; keepFamilyId?: string; reason: string },
  ): Promise<(StoredCustomer & { emailChanged: boolean }) | undefined>;
  /**
   * Stores a new password hash. With `revokeSessions`, every refresh-token family of the customer except
   * `keepFamilyId` is revoked in the same transaction (a password change logs out other devices).
   */
  setPassword(
    id: number,
    passwordHash: string,
    revokeSessions?: { now: number; keepFamilyId?: string; reason: string },
  ): Promise<void>;
  /**
   * Locks or unlocks a customer; locking revokes every session in the same transaction. `within` runs in it too (the
   * back-office's audit). Answers whether the customer was locked before, or undefined when there is none.
   */
  setLocked(
    id: number,
    locked: boolean,
    now: number,
    within?: (tx: SqlExecutor, wasLocked: boolean) => Promise<void>,
  ): Promise<boolean | undefined>;
  /** Whether the customer a refresh token (its hash) was issued to is locked. */
  lockedByRefreshToken(tokenHash: string): Promise<boolean>;
}
