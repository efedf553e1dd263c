import { randomBytes } from 'node:crypto';

/** RFC 4648's base32 alphabet: no 0/1/8, so a code read aloud or typed is not confused with O/I/B. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const LENGTH = 10;

/**
 * A newsletter coupon code, `NEWS-` and ten base32 characters: 50 random bits, so codes cannot be guessed from one
 * another or found by trying.
 */
export function newsletterCouponCode(random: (size: number) => Buffer = randomBytes): string {
  // 32 divides 256, so each byte's low five bits are uniform.
  const bytes = random(LENGTH);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte & 31];
  return `NEWS-${code}`;
}
