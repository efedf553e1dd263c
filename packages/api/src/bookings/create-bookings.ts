import { spotTermsOf } from '@storefront/core';
import type { CustomerAuth } from '../auth/customer-auth.js';
import type { ApiConfig } from '../config.js';
import type { SqlDatabase } from '../db/sql.js';
import { logger } from '../log/logger.js';
import type { Mailer } from '../mail/mailer.js';
import type { OrderAccess } from '../orders/order-access.js';
import type { OrderStore } from '../orders/order-store.js';
import type { PaymentService } from '../payment/payment-service.js';
import type { CatalogSearch } from '../search/catalog-search.js';
import { bookingRulesOf } from '../spots/booking-rules-of.js';
import { BookingJobPoller, type PollerHooks } from './booking-jobs.js';
import { bookingLinkKey, BookingLinks } from './booking-link.js';
import { BookingService, type SpotLookup } from './booking-service.js';
import { createBookingsRouter } from './bookings-router.js';

export interface BookingsDependencies {
  config: ApiConfig;
  database: SqlDatabase;
  search: CatalogSearch;
  mailer: Mailer;
  payments: PaymentService | undefined;
  now: () => number;
}

/** The catalogue's spot document of a sku in a store view's index (the default index for the default store). */
function spotLookup(config: ApiConfig, search: CatalogSearch): SpotLookup {
  return async (sku, storeCode) => {
    const index = config.storeViews[storeCode]?.index ?? config.catalog.defaultIndex;
    const response = await search.search({
      index,
      entity: 'product',
      body: { query: { bool: { filter: [{ term: { sku } }] } } },
      size: 1,
      from: 0,
    });
    const document = response.hits.hits[0]?._source as Record<string, unknown> | undefined;
    const terms = document && spotTermsOf(document);
    return document && terms ? { document, terms } : undefined;
  };
}

/** The bookings' service, its poller of mail jobs (started by the caller) and, given the auth, its router. */
export function createBookings(deps: BookingsDependencies) {
  const { config, database, now } = deps;
  const service = new BookingService({
    config,
    database,
    rules: bookingRulesOf(config),
    links: new BookingLinks(bookingLinkKey(config), now),
    mailer: deps.mailer,
    payments: deps.payments,
    spots: spotLookup(config, deps.search),
    now,
  });
  return {
    service,
    /** A poller of this process; `hooks` for tests that stop it mid-job. */
    poller: (hooks?: PollerHooks) =>
      new BookingJobPoller(database, service.handleJob, {
        leaseMs: config.bookings.reminders.leaseSeconds * 1000,
        now,
        ...(hooks && { hooks }),
        log: (message) => logger.error(message),
      }),
    router: (auth: CustomerAuth, orders: OrderStore, access: OrderAccess) =>
      createBookingsRouter({ config, bookings: service, auth, orders, access, now }),
  };
}
