import type { Request, Response } from 'express';
import type { ApiConfig } from '../config.js';
import { clientAddress } from '../http/client-address.js';
import { sendError } from '../http/envelope.js';
import { rateLimitCounter, type RateLimitCounter } from '../http/rate-limit-store.js';

/** Always "minutes", even for 1: the text is one fixed message with a number, as the storefront translates it. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} minutes.`;
}

/** Attempts of one kind (logins, reset mails), limited per account (lower-cased e-mail) and per client address. */
export class AttemptLimits {
  private readonly perAccount: RateLimitCounter;
  private readonly perAddress: RateLimitCounter;

  constructor(
    limits: ApiConfig['users']['rateLimit'],
    private readonly now: () => number,
    /** With `redisUrl`, counted with every other process under `scope` (login, reset). */
    shared?: { scope: string; redisUrl: string },
  ) {
    this.perAccount = rateLimitCounter(limits.perAccount, shared && { ...shared, scope: `${shared.scope}:account` });
    this.perAddress = rateLimitCounter(limits.perAddress, shared && { ...shared, scope: `${shared.scope}:address` });
  }

  private static keys(req: Request, account: string) {
    return { account: account.trim().toLowerCase(), address: clientAddress(req) };
  }

  /** Counts the attempt; when either limit is reached answers 429 with `Retry-After` and returns false. */
  async admit(req: Request, res: Response, account: string): Promise<boolean> {
    const keys = AttemptLimits.keys(req, account);
    const now = this.now();
    const byAddress = await this.perAddress.hit(keys.address, now);
    const byAccount = keys.account ? await this.perAccount.hit(keys.account, now) : byAddress;
    const refused = [byAddress, byAccount].filter((decision) => !decision.allowed);
    if (refused.length === 0) return true;
    // A refused attempt does no work, so it uses up nothing of the limit that let it through.
    if (byAddress.allowed) await this.perAddress.forgive(keys.address, now);
    if (keys.account && byAccount.allowed) await this.perAccount.forgive(keys.account, now);
    const retryAfterMs = Math.max(...refused.map((decision) => decision.retryAfterMs));
    res.setHeader('Retry-After', String(Math.ceil(retryAfterMs / 1000)));
    sendError(res, 429, tooManyAttemptsMessage(retryAfterMs));
    return false;
  }

  /** A successful login does not use up attempts. */
  async forgive(req: Request, account: string): Promise<void> {
    const keys = AttemptLimits.keys(req, account);
    const now = this.now();
    await this.perAddress.forgive(keys.address, now);
    if (keys.account) await this.perAccount.forgive(keys.account, now);
  }
}
