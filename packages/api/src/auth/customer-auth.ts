import type { Request } from 'express';

/** The shopper behind a valid access token. */
export interface AuthenticatedCustomer {
  customerId: number;
  email: string;
  groupId: number;
  /** The refresh-token family the access token was issued for; revoking the family ends the access token too. */
  familyId: string;
}

/**
 * Reads the access token of a request (`?token=` or `Authorization: Bearer`, docs/api.md#accounts) and answers who it
 * belongs to, or undefined when there is none, it is forged or expired, or its family was revoked (logout, reuse).
 * Every route that answers a customer's data goes through this, so ownership is checked in one place.
 */
export interface CustomerAuth {
  authenticate(req: Request): Promise<AuthenticatedCustomer | undefined>;
}
