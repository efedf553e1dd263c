import { Router, type Request } from 'express';
import type { ApiConfig } from '../config.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { jsonOnly } from '../http/json-only.js';
import { limitPerAddress } from '../http/limit-per-address.js';
import { isMailAddress, normalizeMailAddress } from '../mail/mail-address.js';
import type { Mailer } from '../mail/mailer.js';
import { newsletterCouponCode } from './coupon-code.js';
import { newsletterCouponMail } from './coupon-mail.js';
import type { NewsletterRepository } from './newsletter-repository.js';
import { logger } from '../log/logger.js';

/** Contract 11.1's message, as a 400 instead of its 500. */
export const INVALID_EMAIL = 'Invalid e-mail provided!';

export interface NewsletterRouterDependencies {
  config: ApiConfig;
  newsletter: NewsletterRepository;
  mailer: Mailer;
  now: () => number;
  log?: (message: string) => void;
}

/** The address of the query (GET) or the JSON body (POST, DELETE), normalised; undefined when it is not one. */
function requestedEmail(req: Request): string | undefined {
  const value: unknown = req.method === 'GET' ? req.query.email : (req.body as { email?: unknown } | undefined)?.email;
  if (typeof value !== 'string') return undefined;
  const email = normalizeMailAddress(value);
  return isMailAddress(email) ? email : undefined;
}

/**
 * `/api/ext/mailchimp-subscribe/subscribe` (contract 11.1), kept in our database instead of Mailchimp: GET the status,
 * POST subscribes and mails the address's coupon, DELETE unsubscribes.
 */
export function createNewsletterRouter({
  config,
  newsletter,
  mailer,
  now,
  log = (message) => logger.error(message),
}: NewsletterRouterDependencies): Router {
  const router = Router();
  const { max, windowMs } = config.newsletter.rateLimit;
  const limited = limitPerAddress(
    config.newsletter.rateLimit,
    `Too many newsletter requests from this address; at most ${max} every ${Math.round(windowMs / 1000)} seconds`,
    now,
    { scope: 'newsletter', redisUrl: config.redis.url },
  );

  router.get('/subscribe', async (req, res) => {
    const email = requestedEmail(req);
    if (!email) return sendError(res, 400, INVALID_EMAIL);
    res.setHeader('Cache-Control', 'no-store');
    sendEnvelope(res, await newsletter.status(email));
  });

  router.post('/subscribe', jsonOnly(), limited, async (req, res) => {
    const email = requestedEmail(req);
    if (!email) return sendError(res, 400, INVALID_EMAIL);
    const percent = config.newsletter.couponDiscountPercent;
    const subscription = await newsletter.subscribe(email, {
      discountPercent: percent,
      newCouponCode: () => newsletterCouponCode(),
      resendAfterMs: config.newsletter.couponResendAfterSeconds * 1000,
    });
    if (subscription.mailClaimed) {
      try {
        await mailer.send(newsletterCouponMail(email, subscription.couponCode, percent));
      } catch (error) {
        await newsletter.couponMailFailed(email);
        log(`newsletter: ${(error as Error).message}`);
        // Subscribed all the same; a repeated subscribe sends the coupon again.
        return sendError(res, 502, 'Subscribed, but the coupon e-mail could not be sent; please subscribe again later');
      }
      await newsletter.couponMailed(email);
    }
    sendEnvelope(res, 'subscribed');
  });

  router.delete('/subscribe', jsonOnly(), limited, async (req, res) => {
    const email = requestedEmail(req);
    if (!email) return sendError(res, 400, INVALID_EMAIL);
    await newsletter.unsubscribe(email);
    sendEnvelope(res, 'unsubscribed');
  });

  return router;
}
