import type { Customer } from '@storefront/core';
import type { Router } from 'express';
import { resolveAuthSecret } from '../auth/auth-secret.js';
import { type FamilyRevocations, noFamilyRevocations } from '../auth/family-revocations.js';
import { TokenCustomerAuth } from '../auth/token-customer-auth.js';
import type { ApiConfig } from '../config.js';
import type { SqlDatabase } from '../db/sql.js';
import type { Mailer } from '../mail/mailer.js';
import { openRedis } from '../redis/open-redis.js';
import { RedisFamilyRevocations } from '../redis/redis-family-revocations.js';
import { sqlAccountRepositories } from './account-repositories.js';
import { noOrderHistory, type OrderHistorySource } from './order-history.js';
import type { PasswordHasher } from './password-hash.js';
import { UserContext, type SubscriptionLookup } from './user-context.js';
import { createUserRouter } from './user-router.js';
import type { UserRepository } from './user-repository.js';

export interface AccountsDependencies {
  config: ApiConfig;
  database: SqlDatabase;
  /** Where revocations are shared; by default Redis when `REDIS_URL` is set, else none (the database alone). */
  revocations?: FamilyRevocations;
  mailer?: Mailer;
  orders?: OrderHistorySource;
  subscriptions?: SubscriptionLookup;
  now: () => number;
  /** scrypt by default (see `UserRouterDependencies.passwordHasher`). */
  passwordHasher?: PasswordHasher;
}

export interface Accounts {
  /** Mount at `/api/user`. */
  router: Router;
  /** Who a request's access token belongs to, for every route that serves a customer's data. */
  customerAuth: TokenCustomerAuth;
  /**
   * What `GET /api/user/me` answers for an access token, or undefined where it answers 401. For the storefront
   * server in embedded mode: rendering a logged-in shopper's page then costs no HTTP round trip.
   */
  readCustomer(token: string): Promise<Customer | undefined>;
  /** The customers' storage (the back-office reads and locks customers through it). */
  users: UserRepository;
  /** Mails a customer the password reset link of `POST /api/user/reset-password`; false when there is no account. */
  sendResetLink(email: string): Promise<boolean>;
}

function familyRevocationsOf(config: ApiConfig): FamilyRevocations {
  const url = config.redis.url;
  return url ? new RedisFamilyRevocations(() => openRedis(url)) : noFamilyRevocations;
}

/** Accounts over the API's database: the `/api/user` router and the `CustomerAuth` other routers share. */
export function createAccounts({
  config,
  database,
  mailer,
  orders = noOrderHistory,
  subscriptions,
  now,
  revocations = familyRevocationsOf(config),
  passwordHasher,
}: AccountsDependencies): Accounts {
  const { users, tokens } = sqlAccountRepositories(database, now, revocations);
  const secret = resolveAuthSecret(config);
  const customerAuth = new TokenCustomerAuth(secret, tokens, now, revocations);
  const context = new UserContext({
    config,
    users,
    tokens,
    auth: customerAuth,
    secret,
    mailer,
    orders,
    subscriptions,
    now,
    ...(passwordHasher && { passwordHasher }),
  });
  const router = createUserRouter(context);
  const readCustomer = async (token: string): Promise<Customer | undefined> => {
    const caller = await customerAuth.authenticateToken(token);
    const stored = caller && (await users.findById(caller.customerId));
    return stored ? context.withGroupToken(stored.customer) : undefined;
  };
  const sendResetLink = (email: string) => context.mailResetLink(email, context.shopOrigin());
  return { router, customerAuth, readCustomer, users, sendResetLink };
}
