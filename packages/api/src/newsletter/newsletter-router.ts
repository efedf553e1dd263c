import { Router } from 'express';
import { INVALID_EMAIL, newsletterBodySchema } from '@storefront/core';
import type { ApiConfig } from '../config.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { jsonOnly } from '../http/json-only.js';
import { limitPerAddress } from '../http/limit-per-address.js';
import { firstIssueMessage, validateBody } from '../http/validate-body.js';
import type { Mailer } from '../mail/mailer.js';
import { newsletterCouponCode } from './coupon-code.js';
import { newsletterCouponMail } from './coupon-mail.js';
import type { NewsletterRepository } from './newsletter-repository.js';
import { logger } from '../log/logger.js';

export { INVALID_EMAIL } from '@storefront/core';

export interface NewsletterRouterDependencies {
  config: ApiConfig;
  newsletter: NewsletterRepository;
  mailer: Mailer;
  now: () => number;
  log?: (message: string) => void;
}

/**
 * `/api/ext/mailchimp-subscribe/subscribe` (vue-storefront-api's Mailchimp extension), kept in our database instead of Mailchimp: GET the status,
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
    const parsed = newsletterBodySchema.safeParse({ email: req.query.email });
    if (!parsed.success) return sendError(res, 400, INVALID_EMAIL);
    const { email } = parsed.data;
    res.setHeader('Cache-Control', 'no-store');
    sendEnvelope(res, await newsletter.status(email));
  });

  // The address is stored and compared as `newsletterBodySchema` leaves it: trimmed and lower-cased.
  const body = validateBody(newsletterBodySchema, firstIssueMessage());

  router.post('/subscribe', jsonOnly(), limited, body, async (req, res) => {
    const { email } = req.body;
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

  router.delete('/subscribe', jsonOnly(), limited, body, async (req, res) => {
    const { email } = req.body;
    await newsletter.unsubscribe(email);
    sendEnvelope(res, 'unsubscribed');
  });

  return router;
}
