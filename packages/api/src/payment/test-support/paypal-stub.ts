import express from 'express';
import { listenOnLoopback } from '../../test-support/listen-on-loopback.js';

interface StubOrder {
  id: string;
  amount: string;
  currency: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  /** What the stub does on capture. */
  behaviour: 'capture' | 'decline' | 'hang' | 'fail';
  captureId?: string;
  captureRequestId?: string;
}

/**
 * A local imitation of the PayPal v2 Orders endpoints the REST provider calls (no internet in tests): OAuth2
 * client-credentials tokens, order create/capture/get with PayPal-Request-Id replay, and the error bodies PayPal sends.
 */
export async function startPayPalStub(credentials = { clientId: 'client', secret: 'secret' }) {
  const orders = new Map<string, StubOrder>();
  const byRequestId = new Map<string, string>();
  const tokens = new Set<string>();
  const seen = { tokenCalls: 0, requestIds: [] as string[], revokeNext: false };
  let next = 1;
  const app = express();
  app.use(express.json());
  app.use(express.urlencoded({ extended: false }));

  app.post('/v1/oauth2/token', (req, res) => {
    seen.tokenCalls += 1;
    const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.secret}`).toString('base64')}`;
    if (req.headers.authorization !== expected || req.body.grant_type !== 'client_credentials')
      return res.status(401).json({ error: 'invalid_client', error_description: 'Client Authentication failed' });
    const token = `A21AA-${seen.tokenCalls}`;
    tokens.add(token);
    res.json({
      scope: 'https://uri.paypal.com/services/payments',
      access_token: token,
      token_type: 'Bearer',
      expires_in: 32400,
    });
  });

  app.use('/v2', (req, res, next) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (seen.revokeNext) {
      seen.revokeNext = false;
      tokens.delete(token);
    }
    if (!tokens.has(token)) return res.status(401).json({ error: 'invalid_token' });
    const requestId = req.headers['paypal-request-id'];
    if (typeof requestId === 'string') seen.requestIds.push(requestId);
    next();
  });

  const orderBody = (order: StubOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        amount: { currency_code: order.currency, value: order.amount },
        ...(order.captureId && {
          payments: {
            captures: [
              {
                id: order.captureId,
                status: 'COMPLETED',
                amount: { currency_code: order.currency, value: order.amount },
              },
            ],
          },
        }),
      },
    ],
  });
  const unprocessable = (issue: string) => ({ name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] });

  app.post('/v2/checkout/orders', (req, res) => {
    const requestId = String(req.headers['paypal-request-id'] ?? '');
    const known = byRequestId.get(requestId);
    if (known) return res.status(200).json(orderBody(orders.get(known) as StubOrder));
    const unit = req.body.purchase_units?.[0]?.amount;
    const order: StubOrder = {
      id: `5O190127TN36471${String(next++).padStart(2, '0')}`,
      amount: unit.value,
      currency: unit.currency_code,
      status: 'CREATED',
      behaviour: 'capture',
    };
    orders.set(order.id, order);
    if (requestId) byRequestId.set(requestId, order.id);
    res.status(201).json(orderBody(order));
  });

  app.post('/v2/checkout/orders/:id/capture', (req, res) => {
    const order = orders.get(req.params.id);
    if (!order)
      return res.status(404).json({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const requestId = String(req.headers['paypal-request-id'] ?? '');
    if (order.status === 'COMPLETED') {
      if (requestId && requestId === order.captureRequestId) return res.status(201).json(orderBody(order));
      return res.status(422).json(unprocessable('ORDER_ALREADY_CAPTURED'));
    }
    if (order.status === 'CREATED') return res.status(422).json(unprocessable('ORDER_NOT_APPROVED'));
    if (order.behaviour === 'decline') return res.status(422).json(unprocessable('INSTRUMENT_DECLINED'));
    if (order.behaviour === 'hang') return; // never answers
    if (order.behaviour === 'fail') return res.status(500).json({ name: 'INTERNAL_SERVER_ERROR' });
    order.status = 'COMPLETED';
    order.captureId = `3C679366HH9080${String(next++).padStart(3, '0')}`;
    order.captureRequestId = requestId;
    res.status(201).json(orderBody(order));
  });

  const refunds = new Map<string, { id: string; requestId: string; amount: unknown }>();
  app.post('/v2/payments/captures/:id/refund', (req, res) => {
    const order = [...orders.values()].find((known) => known.captureId === req.params.id);
    if (!order)
      return res.status(404).json({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const requestId = String(req.headers['paypal-request-id'] ?? '');
    const known = refunds.get(order.captureId as string);
    if (known && known.requestId === requestId) return res.status(201).json({ id: known.id, status: 'COMPLETED' });
    if (known) return res.status(422).json(unprocessable('CAPTURE_FULLY_REFUNDED'));
    const refund = { id: `1JU08902781691${String(next++).padStart(3, '0')}`, requestId, amount: req.body.amount };
    refunds.set(order.captureId as string, refund);
    res.status(201).json({ id: refund.id, status: 'COMPLETED' });
  });

  app.get('/v2/checkout/orders/:id', (req, res) => {
    const order = orders.get(req.params.id);
    if (!order)
      return res.status(404).json({ name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    res.json(orderBody(order));
  });

  const server = await listenOnLoopback(app);
  return {
    url: server.url,
    seen,
    refunds,
    /** The buyer's approval in PayPal's window, and what the capture then does. */
    approve(id: string, behaviour: StubOrder['behaviour'] = 'capture') {
      const order = orders.get(id);
      if (!order) throw new Error(`no order ${id}`);
      order.status = 'APPROVED';
      order.behaviour = behaviour;
    },
    stop: server.stop,
  };
}
