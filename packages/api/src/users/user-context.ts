import type { Request, RequestHandler, Response } from 'express';
import { resolvePublicOrigin, type Customer, PASSWORD_MAX_LENGTH } from '@storefront/core';
import type { TokenCustomerAuth } from '../auth/token-customer-auth.js';
import { authenticated, requireCustomer } from '../auth/authenticated.js';
import type { AuthenticatedCustomer } from '../auth/customer-auth.js';
import { signGroupToken } from '../auth/group-token.js';
import type { ApiConfig } from '../config.js';
import { sendEnvelope } from '../http/envelope.js';
import type { Mailer, OutgoingMail } from '../mail/mailer.js';
import { signAccessToken } from './access-token.js';
import { AttemptLimits } from './attempt-limits.js';
import { HashGate, HashingBusyError } from './hash-gate.js';
import { scryptHasher, type PasswordHasher } from './password-hash.js';
import type { OrderHistorySource } from './order-history.js';
import { RefreshTokens } from './refresh-tokens.js';
import { setSessionCookies, wantsCookieSession } from './session-cookies.js';
import type { TokenRepository } from './token-repository.js';
import type { UserRepository } from './user-repository.js';
import { hashToken, newOpaqueToken } from './token-hash.js';
import { passwordResetMail } from './user-mails.js';
import { logger } from '../log/logger.js';

export const SIGN_IN_INCORRECT =
  'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';

/** The part of the newsletter repository accounts read (implemented by the newsletter's repository). */
export interface SubscriptionLookup {
  isSubscribed(email: string): Promise<boolean>;
}

export interface UserRouterDependencies {
  config: ApiConfig;
  users: UserRepository;
  tokens: TokenRepository;
  auth: TokenCustomerAuth;
  /** Signs access and group tokens (`resolveAuthSecret`). */
  secret: Uint8Array;
  mailer?: Mailer;
  orders: OrderHistorySource;
  /** The newsletter, for `extension_attributes.is_subscribed`; without it every customer answers false. */
  subscriptions?: SubscriptionLookup;
  now: () => number;
  log?: (message: string) => void;
  /** scrypt by default; tests count or pause hashes with their own. Every call goes through the hash gate. */
  passwordHasher?: PasswordHasher;
}

/** What every `/api/user` route shares: its dependencies and the steps several routes take. */
export class UserContext {
  readonly refreshTokens: RefreshTokens;
  readonly loginAttempts: AttemptLimits;
  readonly resetAttempts: AttemptLimits;
  readonly createPasswordAttempts: AttemptLimits;
  /** Every password hash and verification of the accounts, bounded (`users.passwordHashing`). */
  readonly passwords: HashGate;
  readonly log: (message: string) => void;
  /** In front of a route that needs a customer, who the route then reads with `customerOf`. */
  readonly authenticated: RequestHandler;

  constructor(readonly deps: UserRouterDependencies) {
    this.authenticated = authenticated(deps.auth);
    this.refreshTokens = new RefreshTokens(deps.tokens, deps.config.users);
    const redisUrl = deps.config.redis.url;
    this.loginAttempts = new AttemptLimits(deps.config.users.rateLimit, deps.now, { scope: 'login', redisUrl });
    this.resetAttempts = new AttemptLimits(deps.config.users.rateLimit, deps.now, { scope: 'reset', redisUrl });
    this.createPasswordAttempts = new AttemptLimits(deps.config.users.createPasswordRateLimit, deps.now, {
      scope: 'create-password',
      redisUrl,
    });
    this.passwords = new HashGate(deps.config.users.passwordHashing, deps.passwordHasher ?? scryptHasher);
    this.log = deps.log ?? ((message) => logger.error(message));
  }

  get usersConfig(): ApiConfig['users'] {
    return this.deps.config.users;
  }

  accessToken(customer: Pick<Customer, 'id' | 'email' | 'group_id'>, familyId: string): Promise<string> {
    return signAccessToken(
      { customerId: customer.id, email: customer.email, groupId: customer.group_id, familyId },
      this.deps.secret,
      this.deps.now(),
      this.usersConfig.accessTokenTtlSeconds,
    );
  }

  /**
   * The answer of login and refresh: the access token as `result`, and the refresh token either in `meta` (the
   * contract, for VSF1) or, for our storefront, only in an HttpOnly cookie.
   */
  sendSession(req: Request, res: Response, accessToken: string, refreshToken: string, cookieMode = false): void {
    if (cookieMode || wantsCookieSession(req)) {
      setSessionCookies(req, res, { accessToken, refreshToken }, this.usersConfig);
      sendEnvelope(res, accessToken, 200, { session: 'cookie' });
    } else sendEnvelope(res, accessToken, 200, { refreshToken });
  }

  /**
   * The shop's origin for links in mail: configuration only (`publicUrl`, else the listen address), never a request
   * header, which the requester chooses (docs/security.md).
   */
  shopOrigin(): string {
    const { publicUrl, host, port } = this.deps.config;
    return resolvePublicOrigin({ configured: publicUrl, host, port });
  }

  /** The caller, or a 401 "not authorized" (which makes the storefront refresh its token) and undefined. */
  requireCustomer(req: Request, res: Response): Promise<AuthenticatedCustomer | undefined> {
    return requireCustomer(this.deps.auth, req, res);
  }

  /** The customer object as the contract answers it, with the newsletter state from the newsletter's records. */
  async customerReply(customer: Customer): Promise<Customer> {
    const subscribed = (await this.deps.subscriptions?.isSubscribed(customer.email)) ?? false;
    return { ...customer, extension_attributes: { ...customer.extension_attributes, is_subscribed: subscribed } };
  }

  /** The customer object of `me`, with `groupToken` for tier prices (see docs/api.md#price-tiers). */
  async withGroupToken(customer: Customer): Promise<Customer> {
    const groupToken = await signGroupToken(
      { group_id: customer.group_id, id: customer.id, user: customer.email },
      this.deps.secret,
      { now: this.deps.now(), ttlSeconds: this.deps.config.users.groupTokenTtlSeconds },
    );
    return { ...(await this.customerReply(customer)), groupToken };
  }

  /**
   * For an address with an account: a new single-use reset token, mailed as a link to the storefront's page. Answers
   * whether there was an account (the shopper's route does not tell; the back-office does).
   */
  async mailResetLink(email: string, origin: string): Promise<boolean> {
    const stored = await this.deps.users.findByEmail(email);
    if (!stored) return false;
    const token = newOpaqueToken();
    const at = this.deps.now();
    const ttl = this.usersConfig.resetTokenTtlSeconds;
    await this.deps.tokens.createResetToken({
      hash: hashToken(token),
      customerId: stored.customer.id,
      now: at,
      expiresAt: at + ttl * 1000,
    });
    const link = new URL(this.usersConfig.resetPasswordUrl.replace('{origin}', origin));
    link.searchParams.set('email', stored.customer.email);
    link.searchParams.set('token', token);
    this.sendMail(passwordResetMail(stored.customer.email, link.toString(), ttl));
    return true;
  }

  /** Mail never decides a request's answer: a failure is logged, and the shopper's action still succeeds. */
  sendMail(mail: OutgoingMail): void {
    const { mailer } = this.deps;
    if (!mailer) {
      this.log(`No mailer configured: the ${mail.kind} mail to ${mail.to} was not sent`);
      return;
    }
    mailer.send(mail).catch((error: unknown) => {
      this.log(`Sending the ${mail.kind} mail to ${mail.to} failed: ${(error as Error).message ?? String(error)}`);
    });
  }

  /**
   * Runs `work`, which hashes; when the hash gate refuses it (503), takes the attempt `attempts` counted back, so a
   * request the server could not serve uses up nothing of the caller's limit.
   */
  async hashingCounted<T>(attempts: AttemptLimits, req: Request, account: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof HashingBusyError) await attempts.forgive(req, account);
      throw error;
    }
  }

  /** The message of docs/behaviour.md#validation-messages for a short password; a new password longer than any real one is refused too. */
  passwordProblem(password: string): string | undefined {
    const min = this.usersConfig.passwordMinLength;
    if (password.length < min) return `Password must have at least ${min} letters.`;
    if (password.length > PASSWORD_MAX_LENGTH) return `Password must have at most ${PASSWORD_MAX_LENGTH} letters.`;
    return undefined;
  }
}
