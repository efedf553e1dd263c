import express, { Router } from 'express';
import { sendEnvelope } from '../http/envelope.js';
import { queryParam } from '../http/query-param.js';
import { approvalPage, unknownPaymentPage } from './fake-approval-page.js';
import type { FakeOutcome, FakeProvider } from './fake-provider.js';
import { FAKE_SDK } from './fake-sdk.js';
import { UNKNOWN_PAYMENT } from './payment-messages.js';

const OUTCOMES: readonly string[] = ['approve', 'decline', 'hang'] satisfies FakeOutcome[];
const FAKE_ID = /^[A-Z0-9-]{1,64}$/;

// The page has no script; only its own style and a form posting to itself.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** `/api/ext/paypal/fake/*`: the fake provider's button script, approval window and order status (its script polls). */
export function createFakeProviderRouter(provider: FakeProvider): Router {
  const router = Router();

  router.get('/sdk.js', (_req, res) => {
    res.type('application/javascript').send(FAKE_SDK);
  });

  async function page(res: express.Response, id: string | undefined) {
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    const order = id && FAKE_ID.test(id) ? await provider.view(id) : undefined;
    if (!order) return res.status(404).type('html').send(unknownPaymentPage());
    res.type('html').send(
      approvalPage({
        id: order.id,
        amount: order.amount,
        currency: order.currency,
        ...(order.status !== 'CREATED' && order.outcome && { decided: order.outcome }),
      }),
    );
  }

  router.get('/approve', (req, res) => page(res, queryParam(req, 'id')));

  router.post('/approve', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const form = (req.body ?? {}) as Record<string, unknown>;
    const id = typeof form.id === 'string' ? form.id : '';
    const decision = typeof form.decision === 'string' ? form.decision : '';
    if (!FAKE_ID.test(id) || !OUTCOMES.includes(decision) || !(await provider.decide(id, decision as FakeOutcome)))
      return page(res.status(400), id);
    res.redirect(303, `approve?id=${encodeURIComponent(id)}`);
  });

  router.get('/orders/:id', async (req, res) => {
    const id = req.params.id;
    const order = FAKE_ID.test(id) ? await provider.view(id) : undefined;
    if (!order) return sendEnvelope(res, UNKNOWN_PAYMENT, 404);
    sendEnvelope(res, { id: order.id, status: order.status, refunded: order.refunded });
  });
  return router;
}
