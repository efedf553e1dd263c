import { isMailAddress } from '@storefront/core';
import { isWhitelisted } from './whitelist.js';

/** A letter `send-email` may send. */
export interface Letter {
  sourceAddress: string;
  targetAddress: string;
  subject: string;
  emailText: string;
}

export type LetterCheck = { ok: true; letter: Letter } | { ok: false; status: number; message: string };

/** SMTP's line limit; a subject is one header line. */
const MAX_SUBJECT = 998;
const MAX_TEXT = 100_000;

const fail = (status: number, message: string): LetterCheck => ({ ok: false, status, message });
const given = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The fixed letter a confirmation to an address outside the whitelist carries, whatever the caller wrote. */
export interface ConfirmationTemplate {
  subject: string;
  text: string;
}

/**
 * The checks of vue-storefront-api's mail-service after its token check, in its order and with its messages, as
 * 4xx instead of 500. The whitelist names who may receive mail the caller wrote. A confirmation (VSF1's thank-you page
 * sends one to the shopper after their feedback reached the shop) must come from the shop's own, whitelisted address;
 * to any other target it carries the shop's fixed `confirmation` template instead of the caller's subject and text, so
 * the API relays no one's words to an address it does not know. Addresses are checked for form, not by an MX probe.
 */
export function checkLetter(
  body: unknown,
  whitelist: readonly string[],
  confirmationTemplate: ConfirmationTemplate,
): LetterCheck {
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const { sourceAddress, targetAddress, subject = '', emailText = '', confirmation } = fields;
  if (!given(sourceAddress)) return fail(400, 'Source email address is not provided!');
  if (!given(targetAddress)) return fail(400, 'Target email address is not provided!');
  const guarded = confirmation === true ? sourceAddress : targetAddress;
  if (!isWhitelisted(guarded, whitelist))
    return fail(403, `Target email address (${guarded}) is not from the whitelist!`);
  if (!isMailAddress(sourceAddress)) return fail(400, 'Source email address is invalid!');
  if (!isMailAddress(targetAddress)) return fail(400, 'Target email address is invalid!');
  if (typeof subject !== 'string' || subject.length > MAX_SUBJECT || /[\r\n]/.test(subject))
    return fail(400, `The subject must be one line of at most ${MAX_SUBJECT} characters`);
  if (typeof emailText !== 'string' || emailText.length > MAX_TEXT)
    return fail(400, `The e-mail text must be text of at most ${MAX_TEXT} characters`);
  if (!isWhitelisted(targetAddress, whitelist))
    return {
      ok: true,
      letter: {
        sourceAddress,
        targetAddress,
        subject: confirmationTemplate.subject,
        emailText: confirmationTemplate.text,
      },
    };
  return { ok: true, letter: { sourceAddress, targetAddress, subject, emailText } };
}
