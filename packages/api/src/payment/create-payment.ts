import { Router } from 'express';
import type { ApiConfig } from '../config.js';
import type { SqlDatabase } from '../db/sql.js';
import { limitPerAddress } from '../http/limit-per-address.js';
import type { OrderPlacement } from '../orders/order-placement.js';
import type { PaymentCheck } from '../orders/payment-check.js';
import { FakeProvider } from './fake-provider.js';
import { createFakeProviderRouter } from './fake-router.js';
import type { PaymentProvider } from './payment-provider.js';
import { TOO_MANY_PAYMENT_CALLS } from './payment-messages.js';
import { PaymentRecords } from './payment-records.js';
import { PaymentService } from './payment-service.js';
import { PayPalRestProvider } from './paypal-rest-provider.js';
import type { OrderAccess } from '../orders/order-access.js';
import { createPaypalRouter } from './paypal-router.js';
import { providerSettings } from './provider-settings.js';
import { refundOnRefusal } from './refund-on-refusal.js';
import { sendEnvelope } from '../http/envelope.js';

export interface PaymentDependencies {
  config: ApiConfig;
  /** The shop's database: the payment records and, with the fake provider, its orders (every process sees them). */
  database: SqlDatabase;
  now: () => number;
  /** Tests may bring their own provider; default from `payment.provider`. */
  provider?: PaymentProvider;
}

export interface Payment {
  service: PaymentService;
  /** The placement's check for `vsfpaypal`. */
  check: PaymentCheck;
  /** The placement for `POST /api/order`: a refused `vsfpaypal` order gets its capture refunded. */
  refunding(placement: OrderPlacement): OrderPlacement;
  /** Mount at `/api/ext/paypal`, before the API's 100 kb JSON parser (it parses order bodies with `bodyLimit`). */
  /** `access` adds an order placed through the provider's button to the browser's order-access cookie. */
  router(placement: OrderPlacement, bodyLimit: string, access?: OrderAccess): Router;
}

/** The payment-provider button's server side: PayPal's REST API when configured, else the local fake. */
export function createPayment({ config, database, now, provider: given }: PaymentDependencies): Payment {
  const fake =
    given instanceof FakeProvider
      ? given
      : !given && config.payment.provider === 'fake'
        ? new FakeProvider(database, now)
        : undefined;
  const provider: PaymentProvider =
    given ?? fake ?? new PayPalRestProvider({ ...config.payment.paypal, timeoutMs: config.payment.timeoutMs, now });
  const service = new PaymentService(provider, new PaymentRecords(database, now), config.payment.timeoutMs);
  return {
    service,
    check: service.check,
    refunding: (placement) => refundOnRefusal(placement, service),
    router(placement, bodyLimit, access) {
      const router = Router();
      router.get('/config', (req, res) => {
        res.setHeader('Cache-Control', 'no-store');
        // The provider in use (a test's own included), never a configured one that is not.
        const payment = { ...config.payment, provider: provider.name };
        sendEnvelope(res, providerSettings(payment, config.cart.currency, `${req.baseUrl}/fake/sdk.js`));
      });
      if (fake) router.use('/fake', createFakeProviderRouter(fake));
      const rateLimit = limitPerAddress(config.orders.rateLimit, TOO_MANY_PAYMENT_CALLS, now, {
        scope: 'payment',
        redisUrl: config.redis.url,
      });
      router.use(
        createPaypalRouter({
          payments: service,
          placement: refundOnRefusal(placement, service),
          bodyLimit,
          rateLimit,
          ...(access && { access }),
        }),
      );
      return router;
    },
  };
}
