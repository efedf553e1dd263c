import { Router } from 'express';
import type { ApiConfig } from '../config.js';
import type { Mailer } from '../mail/mailer.js';
import type { OutboxRepository } from '../mail/outbox-repository.js';
import type { NewsletterRepository } from '../newsletter/newsletter-repository.js';
import { createNewsletterRouter } from '../newsletter/newsletter-router.js';
import { createMailServiceRouter } from './mail-service/mail-service-router.js';
import type { TokenUseRepository } from './mail-service/token-use-repository.js';

export interface ExtRouterDependencies {
  config: ApiConfig;
  mailer: Mailer;
  outbox: OutboxRepository;
  newsletter: NewsletterRepository;
  tokenUses: TokenUseRepository;
  now: () => number;
}

/** `/api/ext/<name>` (see docs/api.md#routes): the extensions the Vue Storefront 1 frontend calls, under their names there. */
export function createExtRouter(deps: ExtRouterDependencies): Router {
  const router = Router();
  router.use('/mail-service', createMailServiceRouter(deps));
  router.use('/mailchimp-subscribe', createNewsletterRouter(deps));
  return router;
}
