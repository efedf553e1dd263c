import { join } from 'node:path';
import type { Customer } from '@storefront/core';
import type { Database } from 'better-sqlite3';
import express, { Router, type Express, type RequestHandler } from 'express';
import type { ApiConfig } from './config.js';
import { withResolvedSecrets } from './auth/auth-secret.js';
import { asSqlDatabase } from './db/as-sql-database.js';
import type { SqlDatabase } from './db/sql.js';
import type { CatalogRepository } from './db/catalog-repository.js';
import { CartService } from './cart/cart-service.js';
import { createCartRouter } from './cart/cart-router.js';
import { CouponRepository } from './cart/coupon-repository.js';
import { createBookings } from './bookings/create-bookings.js';
import { createExtRouter } from './ext/ext-router.js';
import { SqlTokenUseRepository } from './ext/mail-service/sql-token-use-repository.js';
import { createMailer, mailGoesToOutbox } from './mail/create-mailer.js';
import { createAdminApi, type AdminApi } from './admin/admin-router.js';
import { keepingFailedMails } from './admin/admin-mail.js';
import { createDevMailRouter } from './mail/dev-mail-router.js';
import type { Mailer } from './mail/mailer.js';
import { SqlOutboxRepository } from './mail/sql-outbox-repository.js';
import type { NewsletterRepository } from './newsletter/newsletter-repository.js';
import { SqlNewsletterRepository } from './newsletter/sql-newsletter-repository.js';
import type { CustomerAuth } from './auth/customer-auth.js';
import { createAccounts } from './users/create-accounts.js';
import { OrderService } from './orders/order-service.js';
import type { OrderPlacement } from './orders/order-placement.js';
import { createOrderRouter, createOrderSyncRouter, orderBodyParser } from './orders/order-router.js';
import { createPayment } from './payment/create-payment.js';
import { OrderStore } from './orders/order-store.js';
import { OrderAccess } from './orders/order-access.js';
import type { PaymentCheck } from './orders/payment-check.js';
import { SqlOrderHistory } from './orders/sql-order-history.js';
import type { OrderHistorySource } from './users/order-history.js';
import { applyTrustProxy } from './http/client-address.js';
import type { PasswordHasher } from './users/password-hash.js';
import { cors } from './http/cors.js';
import { sendError } from './http/envelope.js';
import { jsonDepthGuard } from './http/json-depth.js';
import { errorHandler } from './http/error-handler.js';
import { lazyHandler } from './http/lazy-handler.js';
import { hostGuard, methodGuard } from './http/request-guards.js';
import { apiSecurityHeaders } from './http/security-headers.js';
import { createImageRouter } from './img/index.js';
import { createCatalogRouter } from './routes/catalog-route.js';
import { createProductRouter } from './routes/product-route.js';
import { createReviewRouter } from './routes/review-route.js';
import { createStockRouter } from './routes/stock-route.js';
import { CatalogSearch } from './search/catalog-search.js';
import { createProductTaxProcessor } from './search/product-tax-processor.js';
import { withTierPrices } from './search/tier-price-processor.js';
import { bookingRulesOf, spotDefaultsOf } from './spots/booking-rules-of.js';
import type { SpotHolds } from './spots/spot-holds.js';
import { createSpotsRouter } from './spots/spots-router.js';
import { SqlSpotHolds } from './spots/sql-spot-holds.js';
import { SqlWishlistRepository } from './wishlist/sql-wishlist-repository.js';
import { createWishlistRouter } from './wishlist/wishlist-router.js';
import { logger } from './log/logger.js';
import { requestLogger } from './log/request-log.js';
import { WebhookSender, type WebhookSenderOptions } from './webhooks/webhook-sender.js';
import { phoneBookingCheck, placePhoneBooking } from './admin/phone-booking.js';

export interface ApiDependencies {
  config: ApiConfig;
  catalog: CatalogRepository;
  /**
   * The shop's database (`openSqlDatabase`: SQLite, or PostgreSQL with `DATABASE_URL`). A raw better-sqlite3 handle
   * is taken too (wrapped; its opener closes it), for callers that open the SQLite file themselves (bench, e2e).
   */
  database: SqlDatabase | Database;
  /** Outgoing mail; default: SMTP when `mail.smtpUrl` is set, else the database outbox. Tests may pass their own. */
  mailer?: Mailer;
  /** Orders of `GET /api/user/order-history`; default: the orders placed through `POST /api/order`. */
  orders?: OrderHistorySource;
  /** Payment checks besides cash on delivery (the payment provider's), asked before an order is placed. */
  payments?: PaymentCheck[];
  /** The clock for special-price windows and token expiry; tests pin it. */
  now?: () => number;
  /** The parking spots' holds the cart takes in its write transactions; default: the holds in `database`. */
  spots?: SpotHolds;
  /** Password hashing of the accounts; default scrypt. Tests count or pause hashes with their own. */
  passwordHasher?: PasswordHasher;
}

export interface Api {
  /** Mount at `/api`. */
  router: Router;
  /** Mount at `/img`. */
  images: Router;
  /** Mount at `/graphql`: vue-storefront-api's GraphQL schema over the catalogue search. */
  graphql: RequestHandler;
  /** Mount at `/dev/mail`: the development outbox page (404 unless mail stays in the outbox and the client is local). */
  devMail: Router;
  search: CatalogSearch;
  /** The one way out for the shop's mail (users, newsletter, orders). */
  mailer: Mailer;
  /** Newsletter subscriptions; `isSubscribed` answers a customer's `extension_attributes.is_subscribed`. */
  newsletter: NewsletterRepository;
  /** Who a request's customer token belongs to (`?token=` or Bearer). */
  customerAuth: CustomerAuth;
  /** Places of parking spots, held by cart lines inside the cart's write transaction. */
  spotHolds: SpotHolds;
  /** `GET /api/user/me`'s customer for an access token, without HTTP (the embedded storefront's page renders). */
  readCustomer(token: string): Promise<Customer | undefined>;
  /** Coupons: the order code redeems them when an order is placed. */
  coupons: CouponRepository;
  /** Order placement (`POST /api/order`), for the payment provider's `complete`. */
  orderPlacement: OrderPlacement;
  /** Bookings after their order; the host starts `bookingJobs` (the reminder mails) in each process. */
  bookings: ReturnType<typeof createBookings>['service'];
  /** The durable mail jobs of bookings: a new poller of this process (not started). */
  bookingJobs: ReturnType<typeof createBookings>['poller'];
  /** The back-office API (mounted at `/api/admin`), with its route list (docs/back-office.md#routes). */
  admin: AdminApi;
  /** The order webhooks' sender: a new one of this process (not started; the host starts it in each process). */
  webhooks: (overrides?: Partial<WebhookSenderOptions>) => WebhookSender;
}

/** The API as routers, so the storefront server can mount it in-process (embedded mode) next to its pages. */
export function createApi({
  config: givenConfig,
  catalog,
  database,
  mailer: givenMailer,
  orders,
  payments,
  now = Date.now,
  spots: givenSpots,
  passwordHasher,
}: ApiDependencies): Api {
  // A secret left empty is generated into the data directory once, here, so every part below signs with one key.
  const config = withResolvedSecrets(givenConfig);
  const db = asSqlDatabase(database);
  const search = new CatalogSearch(catalog, {
    defaultSize: config.catalog.defaultSize,
    maxResultWindow: config.catalog.maxResultWindow,
    now,
    limits: config.limits,
    savedIndexDir: config.catalog.savedIndex ? join(config.dataDir, 'search-index') : undefined,
    waitForRebuildBelow: config.catalog.waitForRebuildBelow,
  });
  // One processor (and one cache of tax rules) for the catalogue and for render-list.
  const tax = createProductTaxProcessor(catalog, config, now);
  search.useProcessor('product', withTierPrices(config.tax.calculateServerSide ? tax : undefined));

  const outbox = new SqlOutboxRepository(db, now);
  // Over SMTP, what the server refuses is kept as a failed mail the back-office resends (docs/back-office.md#mail).
  const mailer =
    givenMailer ??
    (mailGoesToOutbox(config)
      ? createMailer(config, outbox)
      : keepingFailedMails(createMailer(config, outbox), db, config.mail.from, now));
  const newsletter = new SqlNewsletterRepository(db, now);
  const tokenUses = new SqlTokenUseRepository(db);

  const bookingRules = bookingRulesOf(config);
  const spotHolds =
    givenSpots ??
    new SqlSpotHolds({
      rules: bookingRules,
      holdMinutes: config.spots.holdMinutes,
      holdLifeMinutes: config.spots.holdLifeMinutes,
      caps: config.spots,
      secret: config.secrets.objHashSecret,
      offerMinutes: config.spots.offerMinutes,
      spotDefaults: spotDefaultsOf(config),
    });

  const router = Router();
  // The back-office comes before the API's CORS and parsers: it answers its own origin only, with its own body limit.
  const adminMount = Router();
  router.use('/admin', adminMount);
  // Here rather than on the app, so the embedded API (mounted by the storefront server) answers CORS too, and every
  // route added under /api later (cart, user, order) is covered.
  router.use(cors({ origins: config.cors.origins }));
  // Before the router-wide parser, which would refuse an order's whole catalogue documents (413) first.
  router.use('/order', orderBodyParser(config));
  router.use('/ext/paypal', orderBodyParser(config));
  router.use(express.json({ limit: config.bodyLimit, strict: false, type: ['application/json', 'text/plain'] }));
  router.get('/', (_req, res) => {
    res.json({ version: config.version });
  });
  router.use('/catalog', createCatalogRouter(config, search, now));
  // After the catalogue, whose search refuses deep queries itself with a message naming `limits.queryDepth`; before
  // every other route, including the order's own parser's bodies.
  router.use(jsonDepthGuard(config.bodyMaxDepth));
  router.use('/stock', createStockRouter(config, search));
  router.use('/product', createProductRouter({ config, search, tax }));
  router.use('/review', createReviewRouter({ config, catalog, now }));
  const orderStore = new OrderStore(db, now);
  const accounts = createAccounts({
    config,
    database: db,
    mailer,
    orders: orders ?? new SqlOrderHistory(orderStore, config.cart),
    subscriptions: newsletter,
    now,
    ...(passwordHasher && { passwordHasher }),
  });
  router.use(
    '/ext/wishlist',
    createWishlistRouter({ auth: accounts.customerAuth, wishlists: new SqlWishlistRepository(db), now }),
  );
  router.use('/ext/spots', createSpotsRouter({ config, search, database: db, rules: bookingRules, now }));
  router.use('/ext', createExtRouter({ config, mailer, outbox, newsletter, tokenUses, now }));
  router.use('/user', accounts.router);
  const coupons = new CouponRepository(db, now);
  const carts = new CartService(db, config, now, spotHolds);
  router.use(
    '/cart',
    createCartRouter({ config, auth: accounts.customerAuth, search, carts, coupons, spots: spotHolds, now }),
  );
  const payment = createPayment({ config, database: db, now });
  const bookings = createBookings({ config, database: db, search, mailer, payments: payment.service, now });
  const orderPlacement = new OrderService({
    config,
    database: db,
    search,
    spots: spotHolds,
    carts: carts.store,
    coupons,
    auth: accounts.customerAuth,
    store: orderStore,
    mailer,
    payments: [...(payments ?? []), payment.check, phoneBookingCheck(config.secrets.objHashSecret)],
    bookings: bookings.service,
    now,
  });
  const orderAccess = new OrderAccess(config.secrets.objHashSecret, now);
  router.use('/ext/bookings', bookings.router(accounts.customerAuth, orderStore, orderAccess));
  router.use(
    '/order',
    createOrderRouter({
      config,
      placement: payment.refunding(orderPlacement),
      now,
      store: orderStore,
      access: orderAccess,
      auth: accounts.customerAuth,
    }),
  );
  router.use('/ext/paypal', payment.router(orderPlacement, config.orders.bodyLimit, orderAccess));
  router.use('/sync', createOrderSyncRouter(orderStore));
  const admin = createAdminApi({
    config,
    database: db,
    catalog,
    mailer,
    customers: { users: accounts.users, sendResetLink: accounts.sendResetLink },
    payments: payment.service,
    bookings: bookings.service,
    phoneBooking: (sku, body, within) =>
      placePhoneBooking(
        { config, database: db, carts, search, spots: spotHolds, placement: orderPlacement, now },
        sku,
        body,
        within,
      ),
    now,
  });
  adminMount.use(admin.router);
  router.use((req, res) => sendError(res, 404, `Not found: ${req.method} /api${req.path}`));
  router.use(errorHandler());
  return {
    router,
    images: createImageRouter(config.images, { redisUrl: config.redis.url, now }),
    graphql: lazyHandler(() =>
      import('./graphql/graphql-router.js').then(({ createGraphqlRouter }) => createGraphqlRouter(config, search, now)),
    ),
    devMail: createDevMailRouter(config, outbox),
    search,
    mailer,
    newsletter,
    customerAuth: accounts.customerAuth,
    spotHolds,
    readCustomer: accounts.readCustomer,
    coupons,
    orderPlacement,
    bookings: bookings.service,
    bookingJobs: bookings.poller,
    admin,
    webhooks: (overrides = {}) =>
      new WebhookSender(db, {
        ...config.webhooks,
        now,
        log: (message) => logger.warn(message),
        ...overrides,
      }),
  };
}

/** A standalone API server: `/api`, `/img`, JSON errors everywhere. */
export function createApiApp(deps: ApiDependencies): { app: Express; api: Api } {
  const api = createApi(deps);
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  applyTrustProxy(app, deps.config.http.trustProxy);
  app.use(requestLogger(logger, { logEveryRequest: deps.config.logRequests }));
  app.use(methodGuard());
  app.use(hostGuard());
  app.use(apiSecurityHeaders());
  app.use('/api', api.router);
  app.use('/img', api.images);
  app.use('/graphql', api.graphql);
  app.use('/dev/mail', api.devMail);
  app.get('/', (_req, res) => {
    res.json({ name: 'storefront API', api: '/api', images: '/img/{width}/{height}/{resize|fit|identify}/{path}' });
  });
  app.use((req, res) => sendError(res, 404, `Not found: ${req.method} ${req.path}`));
  app.use(errorHandler());
  return { app, api };
}
