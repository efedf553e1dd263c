import { Router } from 'express';
import type { ApiConfig } from '../config.js';
import { queryParam } from '../http/query-param.js';
import { OUTBOX_PAGE_SIZE, outboxReadable } from './outbox-access.js';
import { renderOutboxPage } from './outbox-page.js';
import type { OutboxRepository } from './outbox-repository.js';

/** Only the page's own inline style; nothing may run, load or frame it. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** `GET /dev/mail[?to=]`: the development outbox as a page; 404 wherever the outbox is not readable. */
export function createDevMailRouter(config: ApiConfig, outbox: OutboxRepository): Router {
  const router = Router();
  router.get('/', async (req, res, next) => {
    if (!outboxReadable(config, req)) return next();
    const to = queryParam(req, 'to') || undefined;
    const mails = await outbox.list({ to, limit: OUTBOX_PAGE_SIZE });
    res.setHeader('Content-Security-Policy', PAGE_POLICY);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.type('html').send(renderOutboxPage(mails, { to }));
  });
  return router;
}
