/**
 * Characters that would let one address field carry a second address, a display name or a header (`,;<>()[]\":`,
 * quotes, whitespace and line breaks) are refused; beyond that, one `@` and a dotted domain, as core's form rule asks.
 */
const MAIL_ADDRESS = /^[^\s@,;:<>()[\]\\"]+@[^\s@,;:<>()[\]\\"]+\.[^\s@,;:<>()[\]\\".]+$/u;

/** RFC 5321's limit for a path, so an address always fits an SMTP command. */
const MAX_LENGTH = 254;

/** Whether a value is one plain e-mail address that can be handed to the mailer as a recipient or sender. */
export function isMailAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_LENGTH && MAIL_ADDRESS.test(value);
}

/** The form an address is stored and compared in: trimmed, lower-cased. */
export function normalizeMailAddress(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether two addresses name the same mailbox once both are normalised (case and surrounding spaces do not count). */
export function sameMailAddress(one: string, other: string): boolean {
  return normalizeMailAddress(one) === normalizeMailAddress(other);
}
