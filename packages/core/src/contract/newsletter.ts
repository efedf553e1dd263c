import { z } from 'zod';
import { isMailAddress, normalizeMailAddress } from '../text/mail-address.js';
import { INVALID_EMAIL } from './password.js';

/** The subscriber's address, trimmed and lower-cased as it is stored; anything else is the one refusal. */
const subscriberEmail = z
  .string({ error: INVALID_EMAIL })
  .transform(normalizeMailAddress)
  .refine((value) => isMailAddress(value), INVALID_EMAIL);

/**
 * `POST|DELETE /api/ext/mailchimp-subscribe/subscribe` (and the `email` query of its GET): the address, beside
 * whatever else VSF1 sends.
 */
export const newsletterBodySchema = z.looseObject({ email: subscriberEmail }, { error: INVALID_EMAIL });

export type NewsletterBody = z.infer<typeof newsletterBodySchema>;
