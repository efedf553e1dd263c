import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  defaultCartConfig,
  defaultCheckoutConfig,
  defaultShippingConfig,
  isPublicUrl,
  MAX_BUFFER_MINUTES,
  mergeConfig,
  parseClosedDates,
  parseOpeningHours,
  readEnvironment,
  timeZoneSchema,
  type AttributeReading,
  type DeepPartial,
  type Environment,
  type EnvironmentVariable,
} from '@storefront/core';
import { z } from 'zod';
import { DEFAULT_OFFER_MINUTES } from './spots/spot-price-signature.js';

/**
 * The store view's locale (the mails' dates) and time zone: the clock of a parking spot whose catalogue document
 * names none. The storefront's `i18n` of the same view names the same.
 */
const i18nSchema = z.object({ defaultLocale: z.string().min(2), timeZone: timeZoneSchema() });

/** A reading of a `spots` default with core's parser of the attribute, its error the config's. */
function readable<T>(read: (value: unknown) => AttributeReading<T>) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    const reading = read(value);
    if ('error' in reading) ctx.addIssue({ code: 'custom', message: reading.error });
  };
}

const storeViewSchema = z.object({
  storeCode: z.string(),
  storeId: z.number().int(),
  index: z.string(),
  tax: z.object({ defaultCountry: z.string(), defaultRegion: z.string() }),
  /** Absent: the root's `i18n`. */
  i18n: i18nSchema.optional(),
});

const searchLimitsSchema = z.object({
  /** `_source` include plus exclude patterns of one request (URL and body together). */
  sourcePatterns: z.number().int().positive(),
  sourcePatternLength: z.number().int().positive(),
  /** `*` wildcards in one `_source` pattern. */
  sourceWildcards: z.number().int().nonnegative(),
  /** Nesting depth of compound queries (`bool`, `function_score`, `constant_score`), as ES's max_nested_depth. */
  queryDepth: z.number().int().positive(),
  /** Query clauses in one request, as Elasticsearch's `indices.query.bool.max_clause_count`. */
  queryClauses: z.number().int().positive(),
  /** Distinct tokens in the text of one full-text query. */
  queryTokens: z.number().int().positive(),
  /** Distinct fields of one `multi_match`. */
  queryFields: z.number().int().positive(),
  /** Tokens times fields over all full-text queries of one request (each is a scan of the field's vocabulary). */
  queryTerms: z.number().int().positive(),
  /** Distinct field paths of one request. */
  fieldsPerRequest: z.number().int().positive(),
  /**
   * Ranges of one `range` aggregation: each is a bucket computed over every match. The storefront and VSF1 send the
   * configured price ranges plus one (5 by default).
   */
  aggregationRanges: z.number().int().positive(),
  /**
   * Buckets all aggregations of one request answer together (terms `size` included), as Elasticsearch 7.0's
   * `search.max_buckets` (10 000). A VSF1 listing asks for about 10 per filter.
   */
  aggregationBuckets: z.number().int().positive(),
  /** In-memory field columns per index and entity beyond the always-built ones; least recently used go first. */
  extraColumns: z.number().int().nonnegative(),
});

/** The `objHashSecret` earlier versions shipped as a default (and printed in the README): refused as a key. */
const FORMER_OBJ_HASH_SECRET = 'change-this-secret-in-production';

/** At most `max` per `windowMs`. */
const windowLimitSchema = z.object({ max: z.number().int().positive(), windowMs: z.number().int().positive() });

/** Attempts per account and client address together, per account from every address, and per client address. */
const attemptLimitsSchema = z.object({
  perAccountAndAddress: windowLimitSchema,
  perAccount: windowLimitSchema,
  perAddress: windowLimitSchema,
});

/**
 * Server-only configuration of the API. Secrets live here and never in the storefront's client bundle.
 * Defaults come from the spec (see docs/behaviour.md#the-shop-at-a-glance, docs/behaviour.md#constants-and-limits) and vue-storefront-api 1.12's `config/default.json`.
 */
export const apiConfigSchema = z.object({
  port: z.number().int().min(0).max(65535),
  host: z.string(),
  /**
   * `STOREFRONT_PUBLIC_URL`: the shop's public URL, the origin of links in mail (password reset). Never taken from a
   * request header, which anyone can forge; '' names the listen address (docs/security.md).
   */
  publicUrl: z.string().refine(isPublicUrl, 'must be empty or an absolute http(s) URL without credentials'),
  dataDir: z.string(),
  databaseFile: z.string(),
  /** PostgreSQL instead of the SQLite file (scale-out); unset = embedded SQLite. */
  databaseUrl: z.string().optional(),
  /** A streaming replica of `databaseUrl` for catalogue reads. */
  databaseReplicaUrl: z.string().optional(),
  bodyLimit: z.string(),
  /**
   * How deeply a JSON body may nest arrays and objects (orders of whole catalogue documents need about 10): deeper
   * bodies are a 400 before any route, whose code would otherwise overflow its stack on them.
   */
  bodyMaxDepth: z.number().int().positive(),
  logRequests: z.boolean(),
  version: z.string(),
  http: z.object({
    /**
     * Which peers may say who the client is (`X-Forwarded-For`), as Express's 'trust proxy': addresses, CIDRs or
     * proxy-addr's names ('loopback', 'uniquelocal'), or a number of hops. Per-address limits and tokens key on the
     * client this yields (http/client-address.ts). A list always trusts loopback too: the storefront's own server-side
     * calls come from it and carry the shopper's address. docs/security.md "The real client behind a proxy".
     */
    trustProxy: z.union([z.number().int().min(0), z.array(z.string().min(1)).min(1)]),
  }),
  catalog: z.object({
    defaultIndex: z.string(),
    indices: z.array(z.string()).min(1),
    maxResultWindow: z.number().int().positive(),
    defaultSize: z.number().int().positive(),
    minScore: z.number(),
    /** Search indexes saved in DATA_DIR/search-index and read back at start (docs/adr/0034-large-catalogues.md). */
    savedIndex: z.boolean(),
    /** Indexes up to this many documents are rebuilt while the search waits; larger ones answer from the old one. */
    waitForRebuildBelow: z.number().int().min(0),
    /**
     * Once the search index is ready, how far (in percent) V8 lets the heap grow past what a full collection left
     * alive; 0 leaves V8's own factor, which lets it double (src/search/warm-search-process.ts).
     */
    heapGrowthPercent: z.number().int().min(0).max(300),
  }),
  search: z.object({
    searchableAttributes: z.record(z.string(), z.object({ boost: z.number() })),
    fuzziness: z.union([z.number().int().min(0).max(2), z.literal('AUTO')]),
    prefixLength: z.number().int().min(0),
    maxExpansions: z.number().int().positive(),
    minimumShouldMatch: z.string(),
    functionMinScore: z.number(),
  }),
  products: z.object({
    filterFieldMapping: z.record(z.string(), z.string()),
    priceFilterKey: z.string(),
    priceFilterRanges: z.array(z.object({ from: z.number().optional(), to: z.number().optional() })),
    filterAggregationSize: z.record(z.string(), z.number().int().positive()),
    fieldsToCompact: z.record(z.string(), z.string()),
  }),
  tax: z.object({
    calculateServerSide: z.boolean(),
    defaultCountry: z.string(),
    defaultRegion: z.string(),
    sourcePriceIncludesTax: z.boolean(),
    finalPriceIncludesTax: z.boolean(),
    deprecatedPriceFieldsSupport: z.boolean(),
  }),
  i18n: i18nSchema,
  storeViews: z.record(z.string(), storeViewSchema),
  images: z.object({
    mediaDir: z.string(),
    cacheDir: z.string(),
    sizeLimit: z.number().int().positive(),
    placeholder: z.string(),
    /** Base URL of a remote image source (a Magento media folder); empty serves only local files. */
    sourceUrl: z.string(),
    allowedHosts: z.array(z.string()),
    maxAgeSeconds: z.number().int().nonnegative(),
    /** Disk budget of the resized-image cache; the least recently used entries go beyond it. */
    cacheMaxBytes: z.number().int().positive(),
    /**
     * Resizes (cache misses: a download and a sharp run) one client may cause per window; cached images are never
     * counted. Every width, height and action is a new miss, so without it one client could keep the CPU busy.
     */
    transformRateLimit: windowLimitSchema,
  }),
  /**
   * Keys with no default anyone can read: '' makes a random one in the data directory (`auth/auth-secret.ts`); a shop
   * of several processes (PostgreSQL, a cluster) must set both, the same on each (docs/security.md, "Secrets").
   */
  secrets: z.object({
    /** Signs prices: the catalogue's and the spot offers' `sgn` (vue-storefront-api's `objHashSecret`). */
    objHashSecret: z
      .string()
      .refine((value) => value === '' || value.length >= 16, 'must be at least 16 characters (or empty: generated)')
      .refine((value) => value !== FORMER_OBJ_HASH_SECRET, 'is the published former default: set a random value'),
    /** Signs access tokens, group tokens and mail-service tokens (vue-storefront-api's `authHashSecret`). */
    authHashSecret: z
      .string()
      .refine((value) => value === '' || value.length >= 16, 'must be at least 16 characters (or empty: generated)'),
    /**
     * Signs the guest links to a booking (`bookings/booking-link.ts`). Empty: a key derived from the auth secret, so
     * it is as secret as that one and the same on every process that shares it.
     */
    bookingLinkSecret: z
      .string()
      .refine((value) => value === '' || value.length >= 16, 'must be at least 16 characters (or empty: derived)'),
  }),
  users: z.object({
    /** Lifetime of a signed access token (`result` of login and refresh). */
    accessTokenTtlSeconds: z.number().int().positive(),
    /** Lifetime of an opaque refresh token (and of its family, counted from login). */
    refreshTokenTtlSeconds: z.number().int().positive(),
    /** How long a just-rotated refresh token is still honoured, so a retry after a lost answer keeps the session. */
    refreshGraceSeconds: z.number().int().nonnegative(),
    /**
     * Lifetime of a group token (`groupToken` of `/api/user/me`, tier prices in the catalogue): the access token's, as
     * the storefront fetches `me` again on every page load and login.
     */
    groupTokenTtlSeconds: z.number().int().positive(),
    /** Lifetime of an e-mailed password-reset token. */
    resetTokenTtlSeconds: z.number().int().positive(),
    /** Minimum password length (see docs/behaviour.md#constants-and-limits). */
    passwordMinLength: z.number().int().positive(),
    /** scrypt cost parameters for new hashes; stored with each hash so they can be raised later. */
    scrypt: z.object({
      N: z.number().int().positive(),
      r: z.number().int().positive(),
      p: z.number().int().positive(),
      keyLength: z.number().int().positive(),
    }),
    /**
     * Login and reset-password attempts, per account (e-mail) and client address together, per client address, and
     * per account from every address; beyond any of them 429. The account-wide ceiling is far above the per-address
     * one, so a guesser on one address cannot lock the owner (on another) out of logins or reset mails.
     */
    rateLimit: attemptLimitsSchema,
    /** `create-password` (reset-link redemption) attempts, limited the same three ways: guesses of a token. */
    createPasswordRateLimit: attemptLimitsSchema,
    /** `POST /api/user/create` per client address: each registration costs a full password hash; beyond it 429. */
    registrationRateLimit: windowLimitSchema,
    /**
     * Password hashes (scrypt, 128 MiB and ~0.3 s each) computed at once by this process and waiting for their turn;
     * beyond them 503 with `Retry-After`. Each hash holds a libuv thread (4 by default), so a flood of logins or
     * registrations would otherwise leave none for file reads (images, the SQLite file) and other logins.
     */
    passwordHashing: z.object({
      maxRunning: z.number().int().positive(),
      maxQueued: z.number().int().nonnegative(),
      /** Of them, one client address's (running or waiting); beyond it 429, so one client cannot fill the queue. */
      maxPerClient: z.number().int().positive(),
      retryAfterSeconds: z.number().int().positive(),
    }),
    /** Where the e-mailed reset link points: `{origin}` is the storefront's public origin. */
    resetPasswordUrl: z.string(),
  }),
  mail: z.object({
    /** `smtp://user:pass@host:port` (or smtps://); empty keeps mail in the database outbox. */
    smtpUrl: z.string(),
    /** Sender of the shop's own mail. */
    from: z.string(),
    /** Lifetime of a `/api/ext/mail-service/get-token` token. */
    serviceTokenTtlSeconds: z.number().int().positive(),
    /** Addresses (or `@domain` suffixes) `/api/ext/mail-service/send-email` may write to; empty allows none. */
    targetAddressWhitelist: z.array(z.string()),
    /**
     * What a `send-email` confirmation (`confirmation: true`, from a whitelisted shop address) says when its target is
     * not whitelisted: always this text, never the caller's, so the shop relays no one's words (docs/security.md).
     * The default is VSF1's own thank-you-page confirmation.
     */
    confirmation: z.object({
      subject: z
        .string()
        .min(1)
        .max(998)
        .regex(/^[^\r\n]*$/, 'one line'),
      text: z.string().min(1),
    }),
    /** Sends one mail-service token allows; a token is also bound to the client address it was issued to. */
    serviceTokenMaxSends: z.number().int().positive(),
    /** `send-email` calls per client address; beyond them 429. */
    serviceRateLimit: windowLimitSchema,
    /** Connection, greeting and socket time-outs of the SMTP transport, so a dead server cannot stall a request. */
    smtpTimeoutMs: z.number().int().positive(),
    /**
     * The development outbox (`/dev/mail`, `/api/ext/mail-service/outbox`), shown only while mail goes to the outbox:
     * 'loopback' answers requests from this machine that came through no proxy, 'off' never. 'off' by default when
     * NODE_ENV is production (the outbox then holds real customers' reset links); 'loopback' there is an explicit
     * opt-in (`MAIL_OUTBOX_PAGE`).
     */
    outboxPage: z.enum(['loopback', 'off']),
  }),
  newsletter: z.object({
    /** The subscriber coupon's discount (docs/behaviour.md#constants-and-limits: 10 % off). */
    couponDiscountPercent: z.number().positive().max(100),
    /** Subscribe and unsubscribe calls per client address; beyond them 429. */
    rateLimit: windowLimitSchema,
    /**
     * A new subscription after an unsubscribe mails the coupon again only when its last mail is older than this, so
     * alternating unsubscribe and subscribe cannot flood someone's mailbox.
     */
    couponResendAfterSeconds: z.number().int().nonnegative(),
  }),
  cors: z.object({
    /** Origins whose pages may call the API: exact origins, `*`, or `http://host:*` for any port of a host. */
    origins: z.array(z.string().min(1)),
  }),
  reviews: z.object({
    /** vue-storefront-api's `review.defaultReviewStatus`: 1 approved, 2 pending, 3 not approved (see docs/api.md#catalogue-documents). */
    defaultReviewStatus: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    /** New reviews one client address may post per window; beyond it the answer is 429. */
    rateLimit: windowLimitSchema,
    /** How long a review write keeps retrying while another process (an import) holds the database. */
    busyRetryMs: z.number().int().nonnegative(),
  }),
  /** Parking spots: holds, the booking period rules (core `BookingRules`) and the availability endpoint. */
  spots: z.object({
    /**
     * How long an unconfirmed booking line keeps its place without checkout progress: renewed by writes of the cart
     * and the checkout's shipping and totals steps, never by reads, so an abandoned cart frees its places.
     */
    holdMinutes: z.number().int().positive(),
    /**
     * The whole life of a hold from when its line was taken: no renewal goes past it, so a busy cart cannot keep
     * places for good. After it the place is free for others; the order re-takes it only if still free.
     */
    holdLifeMinutes: z.number().int().positive(),
    /**
     * Places and place-days (places × days of the period) one cart, and one client address across its carts, may
     * hold at once; beyond them adding a line is a 400 naming the limit. A hold is a reservation for one shopper
     * about to pay, not a way to take a car park off the market.
     */
    maxPlacesPerCart: z.number().int().positive(),
    maxPlaceDaysPerCart: z.number().positive(),
    maxPlacesPerClient: z.number().int().positive(),
    maxPlaceDaysPerClient: z.number().positive(),
    /** How long the availability answer's signed price (`sgn`) is honoured by the cart. */
    offerMinutes: z.number().int().positive(),
    horizonDays: z.number().int().positive(),
    pastGraceMinutes: z.number().int().nonnegative(),
    hourlyMinMinutes: z.number().int().positive(),
    hourlyStepMinutes: z.number().int().positive().max(1440),
    /**
     * The defaults of a spot's own rules (its `booking_*`, `opening_hours` and `closed_dates` attributes, see
     * docs/catalogue.md): the longest hourly booking (0: no limit but the horizon), the minutes a place stays taken
     * before and after each booking, the opening hours in the attribute's form ('' : open at all hours) and the
     * local dates a spot is closed.
     */
    hourlyMaxMinutes: z.number().int().nonnegative(),
    bufferMinutes: z.number().int().nonnegative().max(MAX_BUFFER_MINUTES),
    openingHours: z.string().superRefine(readable(parseOpeningHours)),
    closedDates: z.array(z.string()).superRefine(readable(parseClosedDates)),
    /** Tax on the booked price (see docs/behaviour.md#constants-and-limits), for the availability answer's `priceInclTax`. */
    bookingTaxRatePercent: z.number().min(0).max(100),
    /** Spots one availability call answers at most. */
    maxSpotsPerCall: z.number().int().positive(),
  }),
  /** A booking's life after its order: cancellation, extension, the guest link and the reminder mails (docs/parking.md). */
  bookings: z.object({
    /** Free cancellation until this many hours before the start; after it `keptPercent` of the price is kept. */
    cancellation: z.object({
      freeUntilHours: z.number().min(0),
      keptPercent: z.number().min(0).max(100),
    }),
    /** How long after a booking's end its guest link (in the confirmation mail) still opens it. */
    guestLinkDays: z.number().int().positive(),
    reminders: z.object({
      /** A reminder mail this many minutes before the start; 0 sends none. */
      beforeStartMinutes: z.number().int().min(0),
      /** A reminder mail this many minutes before the end; 0 sends none. */
      beforeEndMinutes: z.number().int().min(0),
      /** How often each process looks for due mails; 0 runs no poller in this process (a test runs it by hand). */
      pollSeconds: z.number().min(0),
      /** How long a claimed mail is one process's; after it (the process died) another takes it. */
      leaseSeconds: z.number().int().positive(),
    }),
    /** Cancel, extend, pass and calendar calls per client address; beyond them 429. */
    rateLimit: windowLimitSchema,
  }),
  /** Bounds on what one search request may ask of the engine; beyond them the answer is a 400 naming the limit. */
  limits: searchLimitsSchema,
  /** `/graphql` (docs/api.md#graphql): vue-storefront-api's schema over the catalogue search. */
  graphql: z.object({
    /** Schema introspection; off by default under NODE_ENV=production. */
    introspection: z.boolean(),
    /** GraphiQL at GET /graphql from a browser; off by default under NODE_ENV=production. */
    graphiql: z.boolean(),
    /** Attributes `ProductFilterInput` names besides vue-storefront-api's and the demo catalogue's. */
    productFilterFields: z.array(z.string().regex(/^[_A-Za-z][_0-9A-Za-z]*$/, 'must be a GraphQL name')).max(500),
    limits: z.object({
      queryLength: z.number().int().positive(),
      depth: z.number().int().positive(),
      aliases: z.number().int().nonnegative(),
      rootFields: z.number().int().positive(),
    }),
  }),
  /** Server carts (`/api/cart/*`); the amounts follow the storefront's defaults so both compute the same totals. */
  cart: z.object({
    /** docs/behaviour.md#prices-and-taxes: the booking tax added to every line's price. */
    bookingTaxRatePercent: z.number().min(0).max(100),
    currency: z.string().min(3).max(3),
    /** Largest quantity of one line. */
    maxQty: z.number().int().positive(),
    /** Most lines one cart may hold. */
    maxLines: z.number().int().positive(),
    /**
     * Guest carts one client may create per window (`POST /api/cart/create` without a token); beyond them 429. Each is a
     * row kept until checkout, and asking costs nothing; a customer's cart is one per account and is never counted.
     */
    guestCartRateLimit: windowLimitSchema,
    /** docs/behaviour.md#validation-messages: products priced 0 may be added only when this is on. */
    allowZeroPrice: z.boolean(),
    shippingMethods: z
      .array(
        z.object({
          carrier_code: z.string().min(1),
          method_code: z.string().min(1),
          carrier_title: z.string(),
          method_title: z.string(),
          amount: z.number().min(0),
          price_incl_tax: z.number().min(0),
          default: z.boolean(),
          /** Free once the goods cost this much incl. tax, after the coupon (core's `shippingPriceFor`). */
          free_shipping_threshold: z.number().min(0).optional(),
        }),
      )
      .min(1),
    paymentMethods: z.array(z.object({ code: z.string().min(1), title: z.string() })),
    /** Cash on delivery is not offered when every line is of these types (nothing is delivered). */
    hideCashOnDeliveryForTypes: z.array(z.string()),
  }),
  /** Order placement (`POST /api/order`). */
  orders: z.object({
    /** The order endpoint's own body limit: VSF1 sends whole catalogue documents as the order's products. */
    bodyLimit: z.string(),
    /**
     * How long a placement's claim on its `order_id` lasts; a retry meanwhile gets 409, after it (the process died)
     * the retry takes the claim over.
     */
    claimSeconds: z.number().positive(),
    /** Order calls per client address; generous, so one shopper's retries and parallel tabs are never refused. */
    rateLimit: windowLimitSchema,
    /**
     * Confirmation mails per recipient address and per client address: anyone may place a guest order for any
     * address, so without them the shop mails whomever a caller names as often as orders go through. Beyond a limit
     * the order is still placed, only its mail is skipped (docs/security.md).
     */
    confirmationMail: z.object({
      perRecipient: windowLimitSchema,
      perClient: windowLimitSchema,
    }),
  }),
  /** The payment-provider button ('Paypal', `vsfpaypal`): PayPal's v2 Orders REST API, or the local fake. */
  payment: z
    .object({
      /** `fake` needs no credentials (demo, tests); `paypal` needs `paypal.clientId` and `paypal.secret`. */
      provider: z.enum(['fake', 'paypal']),
      /** How long one provider call may take before the shopper is told nothing was charged (504). */
      timeoutMs: z.number().int().positive(),
      paypal: z.object({
        apiUrl: z.string().url(),
        clientId: z.string(),
        secret: z.string(),
        /** PayPal's JS SDK, which the button loads with `clientId` and `cart.currency` (`GET /api/ext/paypal/config`). */
        sdkUrl: z.string().url(),
      }),
    })
    .refine((payment) => payment.provider !== 'paypal' || (payment.paypal.clientId && payment.paypal.secret), {
      message: 'payment.provider paypal needs payment.paypal.clientId and payment.paypal.secret',
    }),
  /** `REDIS_URL`: the output cache and rate limits shared by every process; '' keeps them in process memory. */
  /** The back-office (docs/back-office.md). Its users and sessions live in the database, never in configuration. */
  admin: z.object({
    /** A back-office session ends this long after sign-in, whatever happens. */
    sessionTtlSeconds: z.number().int().positive(),
    /** ... or after this long without a request. */
    idleTimeoutSeconds: z.number().int().positive(),
    /**
     * Sign-in attempts per account and client together and per client; beyond either 429. No limit counts an account
     * over every address: anyone could use it up and lock the owner out (docs/back-office.md#sessions).
     */
    loginRateLimit: attemptLimitsSchema.omit({ perAccount: true }),
    /**
     * Wrong one-time codes after the right password, per account from every address: a code has only a million
     * values, so guesses spread over many addresses meet this bound; beyond it 429 until the window ends.
     */
    totpRateLimit: windowLimitSchema,
  }),
  /** Order webhooks (docs/api.md#order-webhooks): every event is POSTed, signed, to each of `urls`. */
  webhooks: z
    .object({
      urls: z.array(z.url({ protocol: /^https?$/, error: 'webhooks.urls are http(s) URLs' })).max(20),
      /** The HMAC-SHA256 key of the signature; no default: with `urls`, at least 32 characters are required. */
      secret: z.string(),
      pollIntervalMs: z.number().int().min(0),
      leaseMs: z.number().int().positive(),
      timeoutMs: z.number().int().positive(),
      maxAttempts: z.number().int().min(1).max(50),
      retryBaseMs: z.number().int().positive(),
      retryMaxMs: z.number().int().positive(),
    })
    .refine((webhooks) => webhooks.urls.length === 0 || webhooks.secret.length >= 32, {
      message: 'webhooks.urls need webhooks.secret (WEBHOOK_SECRET), at least 32 characters',
    }),
  redis: z.object({ url: z.string() }),
});

export type ApiConfig = z.infer<typeof apiConfigSchema>;
export type SearchLimits = z.infer<typeof searchLimitsSchema>;
export type StoreViewConfig = z.infer<typeof storeViewSchema>;

/** Magento's carrier titles of the default methods' carriers. */
const CARRIER_TITLES: Record<string, string> = { flatrate: 'Flat Rate', express: 'Express', pickup: 'Store Pickup' };

export function defaultApiConfig(dataDir = resolve(process.cwd(), 'data')): ApiConfig {
  return {
    port: 3000,
    host: '0.0.0.0',
    publicUrl: '',
    dataDir,
    databaseFile: resolve(dataDir, 'storefront.sqlite'),
    bodyLimit: '100kb',
    bodyMaxDepth: 64,
    logRequests: false,
    version: '1.12.5',
    // The same-machine nginx of docs/deploy is trusted; a directly exposed server cannot be told another address.
    http: { trustProxy: ['loopback'] },
    catalog: {
      defaultIndex: 'vue_storefront_catalog',
      indices: ['vue_storefront_catalog', 'vue_storefront_catalog_de', 'vue_storefront_catalog_it'],
      maxResultWindow: 10_000,
      defaultSize: 10,
      minScore: 0.02,
      savedIndex: true,
      waitForRebuildBelow: 20_000,
      heapGrowthPercent: 25,
    },
    search: {
      searchableAttributes: { name: { boost: 4 }, sku: { boost: 2 }, 'category.name': { boost: 1 } },
      fuzziness: 2,
      prefixLength: 2,
      maxExpansions: 3,
      minimumShouldMatch: '75%',
      functionMinScore: 1,
    },
    products: {
      filterFieldMapping: { 'category.name': 'category.name.keyword' },
      priceFilterKey: 'final_price',
      priceFilterRanges: [{ from: 0, to: 50 }, { from: 50, to: 100 }, { from: 100, to: 150 }, { from: 150 }],
      filterAggregationSize: { default: 10, size: 10, color: 10 },
      fieldsToCompact: {
        minimal_price: 'mp',
        has_options: 'ho',
        url_key: 'u',
        status: 's',
        required_options: 'ro',
        name: 'nm',
        tax_class_id: 'tci',
        description: 'desc',
        minimal_regular_price: 'mrp',
        final_price: 'fp',
        price: 'p',
        special_price: 'sp',
        original_final_price: 'ofp',
        original_price: 'op',
        original_special_price: 'osp',
        final_price_incl_tax: 'fpit',
        original_price_incl_tax: 'opit',
        price_incl_tax: 'pit',
        special_price_incl_tax: 'spit',
        final_price_tax: 'fpt',
        price_tax: 'pt',
        special_price_tax: 'spt',
        original_price_tax: 'opt',
        image: 'i',
        small_image: 'si',
        thumbnail: 't',
      },
    },
    tax: {
      calculateServerSide: true,
      defaultCountry: 'US',
      defaultRegion: '',
      sourcePriceIncludesTax: false,
      finalPriceIncludesTax: false,
      deprecatedPriceFieldsSupport: true,
    },
    i18n: { defaultLocale: 'en-US', timeZone: 'America/New_York' },
    storeViews: {
      de: {
        storeCode: 'de',
        storeId: 3,
        index: 'vue_storefront_catalog_de',
        tax: { defaultCountry: 'DE', defaultRegion: '' },
        i18n: { defaultLocale: 'de-DE', timeZone: 'Europe/Berlin' },
      },
      it: {
        storeCode: 'it',
        storeId: 4,
        index: 'vue_storefront_catalog_it',
        tax: { defaultCountry: 'IT', defaultRegion: '' },
        i18n: { defaultLocale: 'it-IT', timeZone: 'Europe/Rome' },
      },
    },
    images: {
      mediaDir: resolve(dataDir, 'media'),
      cacheDir: resolve(dataDir, 'img-cache'),
      sizeLimit: 1024,
      placeholder: 'placeholder.jpg',
      sourceUrl: '',
      allowedHosts: [],
      maxAgeSeconds: 31_557_600,
      cacheMaxBytes: 512 * 1024 * 1024,
      // A cold shop's listing page asks for about 100 new sizes; a shopper scrolling fast stays well below this.
      transformRateLimit: { max: 300, windowMs: 60_000 },
    },
    secrets: { objHashSecret: '', authHashSecret: '', bookingLinkSecret: '' },
    users: {
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 30 * 24 * 3600,
      refreshGraceSeconds: 10,
      groupTokenTtlSeconds: 3600,
      resetTokenTtlSeconds: 3600,
      passwordMinLength: 8,
      // OWASP's scrypt parameters (2^17, 8, 1): 128 MiB per hash, so the hash call raises Node's 32 MiB maxmem.
      scrypt: { N: 131_072, r: 8, p: 1, keyLength: 32 },
      rateLimit: {
        perAccountAndAddress: { max: 5, windowMs: 15 * 60_000 },
        perAccount: { max: 100, windowMs: 15 * 60_000 },
        perAddress: { max: 20, windowMs: 15 * 60_000 },
      },
      // A reset link is redeemed once, from the mail: a few tries per address cover typos in the new password.
      createPasswordRateLimit: {
        perAccountAndAddress: { max: 5, windowMs: 15 * 60_000 },
        perAccount: { max: 100, windowMs: 15 * 60_000 },
        perAddress: { max: 20, windowMs: 15 * 60_000 },
      },
      // A household or an office behind one address registers a few accounts an hour, not dozens.
      registrationRateLimit: { max: 10, windowMs: 60 * 60_000 },
      // Two of libuv's four threads at most; eight waiting at ~0.3 s each is a wait of about a second.
      // A client rarely has more than a login and a registration in flight at once.
      passwordHashing: { maxRunning: 2, maxQueued: 8, maxPerClient: 2, retryAfterSeconds: 2 },
      resetPasswordUrl: '{origin}/create-password',
    },
    mail: {
      smtpUrl: '',
      from: 'Storefront <shop@localhost>',
      serviceTokenTtlSeconds: 600,
      targetAddressWhitelist: [],
      confirmation: {
        subject: 'Confirmation of receival',
        text: 'Dear customer,\n\nWe have received your letter.\nThank you for your feedback!',
      },
      serviceTokenMaxSends: 5,
      serviceRateLimit: { max: 10, windowMs: 60_000 },
      smtpTimeoutMs: 10_000,
      outboxPage: 'loopback',
    },
    newsletter: {
      couponDiscountPercent: 10,
      rateLimit: { max: 10, windowMs: 60_000 },
      couponResendAfterSeconds: 86_400,
    },
    // Local development out of the box (VSF1's dev server on another port); production lists its shop origins
    // (loadApiConfig drops these under NODE_ENV=production).
    cors: { origins: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'] },
    // New reviews wait for moderation; the storefront lists only approved ones (see docs/behaviour.md#reviews).
    reviews: { defaultReviewStatus: 2, rateLimit: { max: 10, windowMs: 60_000 }, busyRetryMs: 30_000 },
    spots: {
      holdMinutes: 15,
      holdLifeMinutes: 30,
      // Four places, or two places for a month each (2 × 31 days): a family's stay, not the car park. One address
      // may hold two such carts: several shoppers share one behind a household's, an office's or a carrier's NAT.
      maxPlacesPerCart: 4,
      maxPlaceDaysPerCart: 62,
      maxPlacesPerClient: 8,
      maxPlaceDaysPerClient: 124,
      offerMinutes: DEFAULT_OFFER_MINUTES,
      horizonDays: 365,
      pastGraceMinutes: 60,
      hourlyMinMinutes: 60,
      hourlyStepMinutes: 15,
      hourlyMaxMinutes: 0,
      bufferMinutes: 0,
      openingHours: '',
      closedDates: [],
      bookingTaxRatePercent: 10.25,
      maxSpotsPerCall: 200,
    },
    bookings: {
      cancellation: { freeUntilHours: 24, keptPercent: 50 },
      guestLinkDays: 30,
      reminders: { beforeStartMinutes: 60, beforeEndMinutes: 15, pollSeconds: 30, leaseSeconds: 120 },
      // A shopper opens a booking, its pass and its calendar a few times, and cancels or extends once.
      rateLimit: { max: 60, windowMs: 60_000 },
    },
    graphql: {
      introspection: true,
      graphiql: true,
      productFilterFields: [],
      // The VSF1 frontend's queries are under 700 characters, 3 levels deep, one root field, no aliases.
      limits: { queryLength: 10_000, depth: 8, aliases: 20, rootFields: 5 },
    },
    limits: {
      sourcePatterns: 256,
      sourcePatternLength: 256,
      sourceWildcards: 8,
      queryDepth: 20,
      queryClauses: 1024,
      queryTokens: 64,
      queryFields: 16,
      queryTerms: 64,
      fieldsPerRequest: 128,
      aggregationRanges: 100,
      aggregationBuckets: 10_000,
      extraColumns: 64,
    },
    cart: {
      bookingTaxRatePercent: defaultCartConfig().bookingTaxRatePercent,
      currency: 'USD',
      maxQty: 10_000,
      maxLines: 200,
      // A shopper makes one guest cart per browser (a new one after an order or a cleared storage); an office or a
      // carrier's NAT puts many shoppers on one address, so the bound is generous.
      guestCartRateLimit: { max: 60, windowMs: 10 * 60_000 },
      allowZeroPrice: false,
      // The storefront's methods (the demo shop's Delivery page): one list for the checkout and the charge.
      shippingMethods: defaultShippingConfig().methods.map((method) => ({
        carrier_code: method.carrier_code,
        method_code: method.method_code,
        carrier_title: CARRIER_TITLES[method.carrier_code] ?? method.method_title,
        method_title: method.method_title,
        amount: method.amount,
        price_incl_tax: method.price_incl_tax,
        default: method.default,
        ...(method.free_shipping_threshold !== undefined && {
          free_shipping_threshold: method.free_shipping_threshold,
        }),
      })),
      paymentMethods: [
        { code: 'cashondelivery', title: 'Cash on delivery' },
        { code: 'vsfpaypal', title: 'Paypal' },
      ],
      hideCashOnDeliveryForTypes: defaultCheckoutConfig().hideCashOnDeliveryForTypes,
    },
    orders: {
      bodyLimit: '1mb',
      claimSeconds: 30,
      rateLimit: { max: 120, windowMs: 60_000 },
      confirmationMail: {
        perRecipient: { max: 5, windowMs: 60 * 60_000 },
        perClient: { max: 20, windowMs: 60 * 60_000 },
      },
    },
    payment: {
      provider: 'fake',
      timeoutMs: 15_000,
      paypal: {
        apiUrl: 'https://api-m.sandbox.paypal.com',
        clientId: '',
        secret: '',
        sdkUrl: 'https://www.paypal.com/sdk/js',
      },
    },
    admin: {
      sessionTtlSeconds: 12 * 3600,
      idleTimeoutSeconds: 30 * 60,
      // Stricter than the shoppers': a back-office password opens every order and customer.
      loginRateLimit: {
        perAccountAndAddress: { max: 5, windowMs: 15 * 60_000 },
        perAddress: { max: 20, windowMs: 15 * 60_000 },
      },
      // Five wrong codes in 15 minutes: a guesser holding the password needs ~70 years on average for one of the
      // three codes a step accepts; the user, who mistypes one or two, is not bothered.
      totpRateLimit: { max: 5, windowMs: 15 * 60_000 },
    },
    webhooks: {
      urls: [],
      secret: '',
      pollIntervalMs: 2000,
      // Longer than a send can take (the timeout), so a live sender keeps what it claimed.
      leaseMs: 60_000,
      timeoutMs: 10_000,
      // 30 s, 1 min, 2 min ... capped at 6 h: about two days of tries before a delivery is given up.
      maxAttempts: 15,
      retryBaseMs: 30_000,
      retryMaxMs: 6 * 3600_000,
    },
    redis: { url: '' },
  };
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * Deep merge where arrays and scalars of `override` replace those of `base`: core's `mergeConfig`, which also refuses
 * `__proto__`-style keys from a config file and shares no objects with its inputs.
 */
export function deepMerge<T>(base: T, override: unknown): T {
  return mergeConfig(base, override as DeepPartial<T>);
}

type EnvironmentValue<Name extends EnvironmentVariable> = NonNullable<Environment[Name]>;

/**
 * Environment variables a shop developer can set; each maps to one config path. Core's `environmentSchema` says how
 * each is read (the same for the storefront's variables); applied in this order.
 */
const ENV_OVERRIDES: { [Name in EnvironmentVariable]?: (config: ApiConfig, value: EnvironmentValue<Name>) => void } = {
  PORT: (c, v) => (c.port = v),
  HOST: (c, v) => (c.host = v),
  STOREFRONT_PUBLIC_URL: (c, v) => (c.publicUrl = v),
  DATABASE_FILE: (c, v) => (c.databaseFile = resolve(v)),
  DATABASE_URL: (c, v) => (c.databaseUrl = v),
  DATABASE_REPLICA_URL: (c, v) => (c.databaseReplicaUrl = v),
  LOG_REQUESTS: (c, v) => (c.logRequests = v),
  TRUST_PROXY: (c, v) => (c.http.trustProxy = v),
  IMAGE_SOURCE_URL: (c, v) => (c.images.sourceUrl = v),
  OBJ_HASH_SECRET: (c, v) => (c.secrets.objHashSecret = v),
  AUTH_HASH_SECRET: (c, v) => (c.secrets.authHashSecret = v),
  BOOKING_LINK_SECRET: (c, v) => (c.secrets.bookingLinkSecret = v),
  WEBHOOK_URLS: (c, v) => (c.webhooks.urls = v),
  WEBHOOK_SECRET: (c, v) => (c.webhooks.secret = v),
  BOOKING_FREE_CANCEL_HOURS: (c, v) => (c.bookings.cancellation.freeUntilHours = v),
  BOOKING_CANCEL_KEPT_PERCENT: (c, v) => (c.bookings.cancellation.keptPercent = v),
  BOOKING_REMINDER_START_MINUTES: (c, v) => (c.bookings.reminders.beforeStartMinutes = v),
  BOOKING_REMINDER_END_MINUTES: (c, v) => (c.bookings.reminders.beforeEndMinutes = v),
  BOOKING_POLL_SECONDS: (c, v) => (c.bookings.reminders.pollSeconds = v),
  ACCESS_TOKEN_TTL: (c, v) => (c.users.accessTokenTtlSeconds = v),
  GROUP_TOKEN_TTL: (c, v) => (c.users.groupTokenTtlSeconds = v),
  REGISTRATION_RATE_LIMIT_MAX: (c, v) => (c.users.registrationRateLimit.max = v),
  PASSWORD_HASH_MAX_RUNNING: (c, v) => (c.users.passwordHashing.maxRunning = v),
  PASSWORD_HASH_MAX_QUEUED: (c, v) => (c.users.passwordHashing.maxQueued = v),
  SMTP_URL: (c, v) => (c.mail.smtpUrl = v),
  MAIL_FROM: (c, v) => (c.mail.from = v),
  MAIL_OUTBOX_PAGE: (c, v) => (c.mail.outboxPage = v as ApiConfig['mail']['outboxPage']),
  IMAGE_CACHE_MAX_MB: (c, v) => (c.images.cacheMaxBytes = Math.round(v * 1024 * 1024)),
  ORDER_CLAIM_SECONDS: (c, v) => (c.orders.claimSeconds = v),
  ORDER_RATE_LIMIT_MAX: (c, v) => (c.orders.rateLimit.max = v),
  GUEST_CART_RATE_LIMIT_MAX: (c, v) => (c.cart.guestCartRateLimit.max = v),
  SPOT_HOLD_MINUTES: (c, v) => (c.spots.holdMinutes = v),
  SPOT_HOLD_LIFE_MINUTES: (c, v) => (c.spots.holdLifeMinutes = v),
  SPOT_MAX_PLACES_PER_CART: (c, v) => (c.spots.maxPlacesPerCart = v),
  SPOT_MAX_PLACE_DAYS_PER_CART: (c, v) => (c.spots.maxPlaceDaysPerCart = v),
  SPOT_MAX_PLACES_PER_CLIENT: (c, v) => (c.spots.maxPlacesPerClient = v),
  SPOT_MAX_PLACE_DAYS_PER_CLIENT: (c, v) => (c.spots.maxPlaceDaysPerClient = v),
  SPOT_HORIZON_DAYS: (c, v) => (c.spots.horizonDays = v),
  SPOT_HOURLY_MIN_MINUTES: (c, v) => (c.spots.hourlyMinMinutes = v),
  SPOT_HOURLY_STEP_MINUTES: (c, v) => (c.spots.hourlyStepMinutes = v),
  PAYPAL_CLIENT_ID: (c, v) => (c.payment.paypal.clientId = v),
  // Both credentials given: PayPal it is (PAYMENT_PROVIDER, applied after, can still say otherwise).
  PAYPAL_SECRET: (c, v) => {
    c.payment.paypal.secret = v;
    if (c.payment.paypal.clientId) c.payment.provider = 'paypal';
  },
  PAYPAL_API_URL: (c, v) => (c.payment.paypal.apiUrl = v),
  PAYMENT_PROVIDER: (c, v) => (c.payment.provider = v as ApiConfig['payment']['provider']),
  PAYMENT_TIMEOUT_MS: (c, v) => (c.payment.timeoutMs = v),
  REDIS_URL: (c, v) => (c.redis.url = v),
  CORS_ORIGINS: (c, v) => (c.cors.origins = v),
};

/** What `loadApiConfig` reads of the environment: the overrides, and where the data and the config file are. */
const API_ENV_VARIABLES = [
  'NODE_ENV',
  'DATA_DIR',
  'API_CONFIG_FILE',
  // Read by the loggers (log/logger.ts); named here so a misspelt level stops the start instead of logging at info.
  'LOG_LEVEL',
  ...(Object.keys(ENV_OVERRIDES) as EnvironmentVariable[]),
] as const satisfies readonly EnvironmentVariable[];

/** Applies one variable's override, the name tying the value's type to its setter. */
function applyOverride<Name extends EnvironmentVariable>(config: ApiConfig, name: Name, values: Environment): void {
  const value = values[name];
  const apply = ENV_OVERRIDES[name] as ((config: ApiConfig, value: EnvironmentValue<Name>) => void) | undefined;
  if (value !== undefined && apply) apply(config, value as EnvironmentValue<Name>);
}

export interface LoadConfigOptions {
  env?: NodeJS.ProcessEnv;
  /** JSON file deep-merged over the defaults; `API_CONFIG_FILE` or `config/local.json` when present. */
  file?: string;
  overrides?: unknown;
}

/** Defaults, then the JSON file, then the environment, then explicit overrides; validated, with a clear error. */
export function loadApiConfig(options: LoadConfigOptions = {}): ApiConfig {
  const rawEnv = options.env ?? process.env;
  const reading = readEnvironment(rawEnv, API_ENV_VARIABLES);
  if (!reading.ok) {
    const problems = reading.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  const env = reading.values;
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  let config = defaultApiConfig(dataDir);
  // Any page on this machine may call a development API; a production shop names its origins (CORS_ORIGINS, and the
  // storefront server adds its STOREFRONT_PUBLIC_URL), so a local page of a shopper's own machine is not one of them.
  if (env.NODE_ENV === 'production') config.cors.origins = [];
  // A production shop keeps real customers' mail in the outbox: no page for it unless the file or MAIL_OUTBOX_PAGE
  // asks for one.
  if (env.NODE_ENV === 'production') config.mail.outboxPage = 'off';
  // A production shop shows no schema browser and no introspection unless its config file asks for them.
  if (env.NODE_ENV === 'production') config.graphql = { ...config.graphql, introspection: false, graphiql: false };
  const file =
    // An empty API_CONFIG_FILE asks for no file at all, not for config/local.json.
    options.file ?? rawEnv.API_CONFIG_FILE ?? (existsSync('config/local.json') ? 'config/local.json' : undefined);
  if (file) {
    let parsed: Json;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8')) as Json;
    } catch (error) {
      throw new Error(`Cannot read the config file ${file}: ${(error as Error).message}`);
    }
    config = deepMerge(config, parsed);
  }
  for (const name of Object.keys(ENV_OVERRIDES) as EnvironmentVariable[]) applyOverride(config, name, env);
  config = deepMerge(config, options.overrides);
  const checked = apiConfigSchema.safeParse(config);
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ');
    throw new Error(`Invalid API configuration: ${problems}`);
  }
  return checked.data;
}
