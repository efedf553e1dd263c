import type { Request, Response } from 'express';
import { clientAddress } from '../http/client-address.js';
import { sendError } from '../http/envelope.js';
import type { RateLimitOptions } from '../http/rate-limit.js';
import { rateLimitCounter, type RateLimitCounter } from '../http/rate-limit-store.js';

/** Always "minutes", even for 1: the text is one fixed message with a number, as the storefront translates it. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minutes.`;
}

/**
 * The limits of one kind of attempt (`users.rateLimit`, `users.createPasswordRateLimit`, `admin.loginRateLimit`).
 * Without `perAccount` nothing counts an account over every address (the back-office's sign-in).
 */
export interface AttemptLimitOptions {
  perAccountAndAddress: RateLimitOptions;
  perAccount?: RateLimitOptions | undefined;
  perAddress: RateLimitOptions;
}

/**
 * Attempts of one kind (logins, reset mails, reset-link redemptions), limited per account (lower-cased e-mail) and
 * client address together, per client address, and per account from every address with a much higher ceiling. A
 * guesser on one address so locks only that address out of the account: its owner, from another address, still logs
 * in and gets reset mails, while guessing from many addresses still meets the account-wide ceiling.
 */
export class AttemptLimits {
  private readonly perAccountAndAddress: RateLimitCounter;
  private readonly perAccount: RateLimitCounter | undefined;
  private readonly perAddress: RateLimitCounter;

  constructor(
    limits: AttemptLimitOptions,
    private readonly now: () => number,
    /** With `redisUrl`, counted with every other process under `scope` (login, reset). */
    shared?: { scope: string; redisUrl: string },
  ) {
    const scoped = (part: string) => shared && { ...shared, scope: `${shared.scope}:${part}` };
    this.perAccountAndAddress = rateLimitCounter(limits.perAccountAndAddress, scoped('account-address'));
    this.perAccount = limits.perAccount && rateLimitCounter(limits.perAccount, scoped('account'));
    this.perAddress = rateLimitCounter(limits.perAddress, scoped('address'));
  }

  /** Each counter with its key; the account ones only when an account is named. */
  private counters(req: Request, account: string): { counter: RateLimitCounter; key: string }[] {
    const address = clientAddress(req);
    const name = account.trim().toLowerCase();
    const counters = [{ counter: this.perAddress, key: address }];
    if (name) {
      // JSON keeps an address and an e-mail apart whatever characters either holds.
      counters.push({ counter: this.perAccountAndAddress, key: JSON.stringify([name, address]) });
      if (this.perAccount) counters.push({ counter: this.perAccount, key: name });
    }
    return counters;
  }

  /** Counts the attempt; when any limit is reached answers 429 with `Retry-After` and returns false. */
  async admit(req: Request, res: Response, account: string): Promise<boolean> {
    const now = this.now();
    const counters = this.counters(req, account);
    const decisions = [];
    for (const { counter, key } of counters) decisions.push(await counter.hit(key, now));
    const refused = decisions.filter((decision) => !decision.allowed);
    if (refused.length === 0) return true;
    // A refused attempt does no work, so it uses up nothing of the limits that let it through.
    for (const [index, { counter, key }] of counters.entries())
      if (decisions[index]!.allowed) await counter.forgive(key, now);
    const retryAfterMs = Math.max(...refused.map((decision) => decision.retryAfterMs));
    res.setHeader('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
    sendError(res, 429, tooManyAttemptsMessage(retryAfterMs));
    return false;
  }

  /** A successful login (or an attempt the server could not serve) does not use up attempts. */
  async forgive(req: Request, account: string): Promise<void> {
    const now = this.now();
    for (const { counter, key } of this.counters(req, account)) await counter.forgive(key, now);
  }
}
