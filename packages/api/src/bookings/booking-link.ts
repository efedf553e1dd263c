import { createHmac, timingSafeEqual } from 'node:crypto';
import { resolveAuthSecret } from '../auth/auth-secret.js';
import type { ApiConfig } from '../config.js';

/**
 * The key of the guest links: the configured `secrets.bookingLinkSecret`, else one derived from the auth secret (an
 * HMAC of a fixed label under it), so the key is no value anyone can read and every process that shares the auth
 * secret (as a shop of several processes must) shares this one too.
 */
export function bookingLinkKey(config: Pick<ApiConfig, 'secrets' | 'dataDir'>): string {
  if (config.secrets.bookingLinkSecret) return config.secrets.bookingLinkSecret;
  return createHmac('sha256', resolveAuthSecret(config)).update('booking-link-key').digest('base64url');
}

const sign = (bookingId: string, expires: number, key: string) =>
  createHmac('sha256', key).update(`booking-link:${bookingId}:${expires}`).digest('base64url');

/**
 * A guest's access to one booking, from the link of its confirmation mail: `<expires (epoch s)>.<HMAC>` over the
 * booking id and the expiry. Nothing is stored server-side; an altered id, expiry or signature opens nothing, and so
 * does a link past its expiry.
 */
export class BookingLinks {
  constructor(
    private readonly key: string,
    private readonly now: () => number,
  ) {}

  /** The token of a link to `bookingId` valid until `expiresMs`. */
  tokenFor(bookingId: string, expiresMs: number): string {
    const expires = Math.floor(expiresMs / 1000);
    return `${expires}.${sign(bookingId, expires, this.key)}`;
  }

  /** Whether `token` opens `bookingId` now. */
  opens(bookingId: string, token: string | undefined): boolean {
    const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token ?? '');
    if (!match) return false;
    const expires = Number(match[1]);
    const given = Buffer.from(match[2]!);
    const expected = Buffer.from(sign(bookingId, expires, this.key));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return expires * 1000 > this.now();
  }
}
