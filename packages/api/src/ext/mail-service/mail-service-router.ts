import { Router } from 'express';
import { resolveAuthSecret } from '../../auth/auth-secret.js';
import type { ApiConfig } from '../../config.js';
import { clientAddress } from '../../http/client-address.js';
import { sendEnvelope, sendError } from '../../http/envelope.js';
import { jsonOnly } from '../../http/json-only.js';
import { limitPerAddress } from '../../http/limit-per-address.js';
import { queryParam } from '../../http/query-param.js';
import type { Mailer } from '../../mail/mailer.js';
import { OUTBOX_PAGE_SIZE, outboxReadable } from '../../mail/outbox-access.js';
import type { OutboxRepository } from '../../mail/outbox-repository.js';
import { checkLetter } from './send-email-request.js';
import { issueServiceToken, verifyServiceToken } from './service-token.js';
import type { TokenUseRepository } from './token-use-repository.js';
import { isWhitelisted } from './whitelist.js';
import { logger } from '../../log/logger.js';

export const NOT_AUTHORIZED = 'Email is not authorized!';

export interface MailServiceDependencies {
  config: ApiConfig;
  mailer: Mailer;
  outbox: OutboxRepository;
  tokenUses: TokenUseRepository;
  now: () => number;
  log?: (message: string) => void;
}

/** `/api/ext/mail-service` (see docs/api.md#mail): `get-token`, `send-email`, and the development outbox as JSON. */
export function createMailServiceRouter({
  config,
  mailer,
  outbox,
  tokenUses,
  now,
  log = (message) => logger.error(message),
}: MailServiceDependencies): Router {
  const router = Router();
  const secret = resolveAuthSecret(config);
  const { max, windowMs } = config.mail.serviceRateLimit;

  router.get('/get-token', async (req, res) => {
    const token = await issueServiceToken(secret, {
      address: clientAddress(req),
      ttlSeconds: config.mail.serviceTokenTtlSeconds,
      now: now(),
    });
    res.setHeader('Cache-Control', 'no-store');
    sendEnvelope(res, token);
  });

  router.post(
    '/send-email',
    jsonOnly(),
    limitPerAddress(
      config.mail.serviceRateLimit,
      `Too many e-mails from this address; at most ${max} every ${Math.round(windowMs / 1000)} seconds`,
      now,
      { scope: 'mail-service', redisUrl: config.redis.url },
    ),
    async (req, res) => {
      const body: unknown = req.body;
      const token = await verifyServiceToken((body as { token?: unknown } | undefined)?.token, secret, {
        address: clientAddress(req),
        now: now(),
      });
      if (!token) return sendError(res, 401, NOT_AUTHORIZED);
      const checked = checkLetter(body, config.mail.targetAddressWhitelist, config.mail.confirmation);
      if (!checked.ok) return sendError(res, checked.status, checked.message);
      // Counted only for a letter that is sent, so a typo in a form does not use up the shopper's token.
      const counted = await tokenUses.use(token.id, {
        max: config.mail.serviceTokenMaxSends,
        expiresAt: token.expiresAt,
        now: now(),
      });
      if (!counted) return sendError(res, 401, NOT_AUTHORIZED);
      const { sourceAddress, targetAddress, subject, emailText } = checked.letter;
      // The shop writes only in its own name: a shopper's address (a contact form) becomes the Reply-To, so the mail
      // is not refused as forged by the receiving server.
      const ownSender = isWhitelisted(sourceAddress, config.mail.targetAddressWhitelist);
      try {
        await mailer.send({
          kind: 'mail-service',
          to: targetAddress,
          subject,
          text: emailText,
          ...(ownSender ? { from: sourceAddress } : { replyTo: sourceAddress }),
        });
      } catch (error) {
        log(`mail-service: ${(error as Error).message}`);
        return sendError(res, 502, 'The e-mail could not be sent; please try again later');
      }
      sendEnvelope(res, 'OK');
    },
  );

  router.get('/outbox', async (req, res, next) => {
    if (!outboxReadable(config, req)) return next();
    const to = queryParam(req, 'to') || undefined;
    res.setHeader('Cache-Control', 'no-store');
    sendEnvelope(res, await outbox.list({ to, limit: OUTBOX_PAGE_SIZE }));
  });

  return router;
}
