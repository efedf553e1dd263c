import {
  adminAuditQuerySchema,
  adminCategoryChangeBodySchema,
  adminCmsChangeBodySchema,
  adminCouponChangeBodySchema,
  adminCustomerQuerySchema,
  adminDocumentQuerySchema,
  adminLoginBodySchema,
  adminMailQuerySchema,
  adminNewUserBodySchema,
  adminNewCouponBodySchema,
  adminNoteBodySchema,
  adminOccupancyQuerySchema,
  adminOrderQuerySchema,
  adminOrderStatusBodySchema,
  adminPhoneBookingBodySchema,
  adminProductChangeBodySchema,
  adminProductQuerySchema,
  adminReviewQuerySchema,
  adminSettingsBodySchema,
  adminSpotBlockBodySchema,
  adminSpotBookingsQuerySchema,
  adminSpotChangeBodySchema,
  adminSpotQuerySchema,
  adminWebhookDeliveryQuerySchema,
  adminTotpConfirmBodySchema,
  adminUserChangeBodySchema,
  type AdminPhoneBookingBody,
} from '@storefront/core';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import type { ApiConfig } from '../config.js';
import type { CatalogRepository } from '../db/catalog-repository.js';
import type { SqlDatabase, SqlExecutor } from '../db/sql.js';
import { ApiError } from '../http/api-error.js';
import { clientAddress } from '../http/client-address.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { errorHandler } from '../http/error-handler.js';
import { jsonDepthGuard } from '../http/json-depth.js';
import { firstIssueMessage, validateBody } from '../http/validate-body.js';
import type { Mailer } from '../mail/mailer.js';
import type { PaymentService } from '../payment/payment-service.js';
import { rateLimitCounter } from '../http/rate-limit-store.js';
import { AttemptLimits, tooManyAttemptsMessage } from '../users/attempt-limits.js';
import { HashGate, HashingBusyError } from '../users/hash-gate.js';
import { dummyHash, scryptHasher } from '../users/password-hash.js';
import type { UserRepository } from '../users/user-repository.js';
import { adminGuard, AdminRouteTable, sessionOf, type AdminAccess } from './admin-guard.js';
import { spotDefaultsOf } from '../spots/booking-rules-of.js';
import { listWebhookDeliveries, resendWebhookDelivery } from '../webhooks/webhook-deliveries.js';
import { AdminCatalog } from './admin-catalog.js';
import { AdminCoupons } from './admin-coupons.js';
import { AdminCustomers } from './admin-customers.js';
import { AdminMail } from './admin-mail.js';
import { AdminOrders, type OrderRefundBookings } from './admin-orders.js';
import { AdminReviews } from './admin-reviews.js';
import { AdminSpots } from './admin-spots.js';
import { adminSessions, adminUsers, DuplicateAdminError, publicUser, type StoredAdminUser } from './admin-users.js';
import { actorOf, listAudit, recordAudit } from './audit.js';
import { matchTotp, newTotpSecret, totpUri } from './totp.js';

export const ADMIN_SIGN_IN_WRONG = 'The e-mail address or the password is wrong, or the user is disabled';
export const ADMIN_OTP_NEEDED = 'Enter the 6-digit code of your authenticator app';
export const ADMIN_OTP_WRONG = 'The code is wrong or was used already: enter the next one';
export const ADMIN_OTHER_ORIGIN = 'The back-office answers only pages of its own origin';
export const ADMIN_TOTP_FIRST = 'Set up two-factor sign-in for yourself (POST /api/admin/me/totp) before requiring it';
export const ADMIN_LAST_OWNER = 'The shop needs at least one active owner: make another user owner first';

export interface AdminDependencies {
  config: ApiConfig;
  database: SqlDatabase;
  catalog: CatalogRepository;
  mailer: Mailer;
  /** The customers' storage (lock, read) and the storefront's reset-link mail. */
  customers: { users: UserRepository; sendResetLink(email: string): Promise<boolean> };
  payments?: PaymentService;
  /** The bookings a refund of their order ends (docs/back-office.md#orders). */
  bookings?: OrderRefundBookings;
  /** Books a spot for a phone customer through the shop's own order placement (docs/back-office.md#spots-and-blocks). */
  phoneBooking?: (
    sku: string,
    body: AdminPhoneBookingBody,
    within: (tx: SqlExecutor, placed: { orderNumber: string }) => Promise<void>,
  ) => Promise<{ orderNumber: string; orderId: string }>;
  now: () => number;
}

export interface AdminApi {
  /** Mount at `/api/admin`, before the API's CORS (the back-office answers its own origin only). */
  router: Router;
  /** Every route but login, with the access it needs (the security test walks them). */
  routes: AdminRouteTable['routes'];
}

/** Parses the query with `schema` or answers 400 with its first issue. */
function query<Schema extends z.ZodType>(schema: Schema, req: Request): z.output<Schema> {
  const parsed = schema.safeParse(req.query);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Bad query');
  return parsed.data;
}

/** The param as a string (Express 5 types a param as string | string[]). */
const param = (req: Request, name: string): string => String(req.params[name] ?? '');

/**
 * The browser's Origin, when it sends one, must be the host the request came to: no other site's page reads or
 * writes the back-office, whatever `cors.origins` lets the shop's API answer (docs/back-office.md#security).
 */
const ownOriginOnly: RequestHandler = (req, res, next) => {
  const origin = req.headers.origin;
  if (origin !== undefined) {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host === undefined || host !== req.headers.host?.toLowerCase()) return sendError(res, 403, ADMIN_OTHER_ORIGIN);
  }
  next();
};

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
  next();
};

/** The back-office API (docs/back-office.md#routes). */
export function createAdminApi(deps: AdminDependencies): AdminApi {
  const { config, database: db, now } = deps;
  const times = { ttlMs: config.admin.sessionTtlSeconds * 1000, idleMs: config.admin.idleTimeoutSeconds * 1000 };
  const scrypt = config.users.scrypt;
  const router = Router();
  router.use(noStore, ownOriginOnly);
  router.use(express.json({ limit: '100kb', type: ['application/json'] }));
  router.use(jsonDepthGuard(config.bodyMaxDepth));

  const attempts = new AttemptLimits(config.admin.loginRateLimit, now, {
    scope: 'admin-login',
    redisUrl: config.redis.url,
  });
  // Per account from every address (docs/back-office.md#two-factor-sign-in-totp): only callers with the password get here.
  const totpGuesses = rateLimitCounter(config.admin.totpRateLimit, {
    scope: 'admin-totp',
    redisUrl: config.redis.url,
  });
  // Its own gate, with the accounts' bounds: a flood of back-office sign-ins cannot take every libuv thread either.
  const passwords = new HashGate(config.users.passwordHashing, scryptHasher);
  const busy = (res: Response, error: HashingBusyError) => {
    res.setHeader('Retry-After', String(error.retryAfterSeconds));
    sendError(res, error.status, error.message);
  };
  const body = <Schema extends z.ZodType>(schema: Schema) =>
    validateBody(schema, firstIssueMessage()) as unknown as RequestHandler;

  router.post('/login', body(adminLoginBodySchema), async (req, res) => {
    const { email, password, otp } = req.body as z.output<typeof adminLoginBodySchema>;
    if (!(await attempts.admit(req, res, email))) return;
    const dummy = dummyHash(scrypt);
    dummy.catch(() => undefined);
    const user = await adminUsers.byEmail(db, email);
    // An unknown address costs the same hash as a known one: the timing does not tell who is a user.
    let matches: boolean;
    try {
      matches = await passwords.verify(clientAddress(req), password, user?.passwordHash ?? (await dummy));
    } catch (error) {
      if (!(error instanceof HashingBusyError)) throw error;
      // The server could not try: the attempt uses up nothing of the caller's limit.
      await attempts.forgive(req, email);
      return busy(res, error);
    }
    if (!user || !matches || user.disabled) return sendError(res, 401, ADMIN_SIGN_IN_WRONG);
    if (user.totpSecret) {
      if (!otp) return sendError(res, 401, ADMIN_OTP_NEEDED);
      const guess = await totpGuesses.hit(String(user.id), now());
      if (!guess.allowed) {
        res.setHeader('Retry-After', String(Math.ceil(guess.retryAfterMs / 1000)));
        return sendError(res, 429, tooManyAttemptsMessage(guess.retryAfterMs));
      }
      const step = matchTotp(user.totpSecret, otp, now());
      if (step === undefined || !(await adminUsers.useTotpStep(db, user.id, step)))
        return sendError(res, 401, ADMIN_OTP_WRONG);
      await totpGuesses.forgive(String(user.id), now());
    }
    await attempts.forgive(req, email);
    const at = now();
    const actor = actorOf(req, user);
    const token = await db.transaction(async (tx) => {
      await adminSessions.prune(tx, at);
      const started = await adminSessions.start(tx, user.id, actor.client, at, times);
      await recordAudit(tx, actor, { action: 'session.login', targetType: 'admin-user', targetId: user.id }, at);
      return started;
    });
    sendEnvelope(res, {
      token,
      expiresAt: new Date(at + times.ttlMs).toISOString(),
      user: publicUser(user),
      requireTotp: await adminUsers.requireTotp(db),
    });
  });

  const table = new AdminRouteTable(router, (access: AdminAccess) => adminGuard(db, access, times, now));
  const userOf = (res: Response) => sessionOf(res).user;
  const actor = (req: Request, res: Response) => actorOf(req, userOf(res));

  // --- the signed-in user ---
  table.add('get', '/me', 'enrolment', async (_req, res) => {
    sendEnvelope(res, { user: publicUser(userOf(res)), requireTotp: await adminUsers.requireTotp(db) });
  });
  table.add('post', '/logout', 'enrolment', async (req, res) => {
    const session = sessionOf(res);
    const at = now();
    await db.transaction(async (tx) => {
      await adminSessions.revoke(tx, session.tokenHash, at);
      await recordAudit(
        tx,
        actor(req, res),
        { action: 'session.logout', targetType: 'admin-user', targetId: session.user.id },
        at,
      );
    });
    sendEnvelope(res, 'OK');
  });
  table.add('post', '/me/totp', 'enrolment', async (req, res) => {
    const user = userOf(res);
    if (user.totp) return sendError(res, 409, 'Two-factor sign-in is set up already; an owner can reset it');
    const secret = newTotpSecret();
    const at = now();
    await db.transaction(async (tx) => {
      await adminUsers.update(tx, user.id, { totpPendingSecret: secret }, at);
      await recordAudit(
        tx,
        actor(req, res),
        { action: 'user.totp-start', targetType: 'admin-user', targetId: user.id },
        at,
      );
    });
    sendEnvelope(res, { secret, uri: totpUri(secret, user.email, 'Storefront back-office') });
  });
  table.add('post', '/me/totp/confirm', 'enrolment', body(adminTotpConfirmBodySchema), async (req, res) => {
    const user = userOf(res);
    const { otp } = req.body as z.output<typeof adminTotpConfirmBodySchema>;
    if (!user.totpPendingSecret) return sendError(res, 409, 'Start the set-up first (POST /api/admin/me/totp)');
    const step = matchTotp(user.totpPendingSecret, otp, now());
    if (step === undefined) return sendError(res, 400, ADMIN_OTP_WRONG);
    const at = now();
    await db.transaction(async (tx) => {
      await adminUsers.update(tx, user.id, { totpSecret: user.totpPendingSecret, totpPendingSecret: null }, at);
      await adminUsers.useTotpStep(tx, user.id, step);
      await recordAudit(
        tx,
        actor(req, res),
        {
          action: 'user.totp-on',
          targetType: 'admin-user',
          targetId: user.id,
          before: { totp: false },
          after: { totp: true },
        },
        at,
      );
    });
    sendEnvelope(res, { totp: true });
  });

  // --- users and settings: owners only ---
  table.add('get', '/users', 'owner', async (_req, res) => sendEnvelope(res, await adminUsers.list(db)));
  table.add('post', '/users', 'owner', body(adminNewUserBodySchema), async (req, res) => {
    const input = req.body as z.output<typeof adminNewUserBodySchema>;
    let passwordHash: string;
    try {
      passwordHash = await passwords.hash(clientAddress(req), input.password, scrypt);
    } catch (error) {
      if (error instanceof HashingBusyError) return busy(res, error);
      throw error;
    }
    const at = now();
    try {
      const added = await db.transaction(async (tx) => {
        const user = await adminUsers.add(tx, { email: input.email, role: input.role, passwordHash }, at);
        await recordAudit(
          tx,
          actor(req, res),
          { action: 'user.add', targetType: 'admin-user', targetId: user.id, after: publicUser(user) },
          at,
        );
        return user;
      });
      sendEnvelope(res, publicUser(added), 201);
    } catch (error) {
      if (error instanceof DuplicateAdminError) return sendError(res, 409, error.message);
      throw error;
    }
  });
  const changeUser = async (
    req: Request,
    res: Response,
    action: string,
    change: (tx: SqlExecutor, user: StoredAdminUser) => Promise<{ before: unknown; after: unknown } | undefined>,
  ) => {
    const id = param(req, 'id');
    const user = /^\d{1,15}$/.test(id) ? await adminUsers.byId(db, Number(id)) : undefined;
    if (!user) return sendError(res, 404, `No back-office user ${id}`);
    const at = now();
    await db.transaction(async (tx) => {
      const fresh = (await adminUsers.byId(tx, user.id))!;
      const changed = await change(tx, fresh);
      if (changed)
        await recordAudit(tx, actor(req, res), { action, targetType: 'admin-user', targetId: user.id, ...changed }, at);
    });
    sendEnvelope(res, publicUser((await adminUsers.byId(db, user.id))!));
  };
  table.add('patch', '/users/:id', 'owner', body(adminUserChangeBodySchema), (req, res) => {
    const { role, disabled } = req.body as z.output<typeof adminUserChangeBodySchema>;
    return changeUser(req, res, 'user.change', async (tx, user) => {
      const at = now();
      const losesOwner = user.role === 'owner' && !user.disabled && (role === 'staff' || disabled === true);
      if (losesOwner && (await adminUsers.activeOwners(tx)) <= 1) throw new ApiError(409, ADMIN_LAST_OWNER);
      await adminUsers.update(tx, user.id, { ...(role && { role }), ...(disabled !== undefined && { disabled }) }, at);
      if (disabled === true || (role && role !== user.role)) await adminSessions.revokeAllOf(tx, user.id, at);
      return {
        before: { role: user.role, disabled: user.disabled },
        after: { role: role ?? user.role, disabled: disabled ?? user.disabled },
      };
    });
  });
  table.add('post', '/users/:id/revoke-sessions', 'owner', (req, res) =>
    changeUser(req, res, 'user.revoke-sessions', async (tx, user) => {
      const revoked = await adminSessions.revokeAllOf(tx, user.id, now());
      return { before: { sessions: revoked }, after: { sessions: 0 } };
    }),
  );
  table.add('post', '/users/:id/totp/reset', 'owner', (req, res) =>
    changeUser(req, res, 'user.totp-reset', async (tx, user) => {
      await adminUsers.update(tx, user.id, { totpSecret: null, totpPendingSecret: null }, now());
      return { before: { totp: user.totp }, after: { totp: false } };
    }),
  );
  table.add('get', '/settings', 'owner', async (_req, res) =>
    sendEnvelope(res, { requireTotp: await adminUsers.requireTotp(db) }),
  );
  table.add('put', '/settings', 'owner', body(adminSettingsBodySchema), async (req, res) => {
    const { requireTotp } = req.body as z.output<typeof adminSettingsBodySchema>;
    // An owner without a second factor would lock themself out of the switch they just turned on.
    if (requireTotp && !userOf(res).totp) return sendError(res, 409, ADMIN_TOTP_FIRST);
    const at = now();
    await db.transaction(async (tx) => {
      const before = await adminUsers.requireTotp(tx);
      await adminUsers.setRequireTotp(tx, requireTotp);
      await recordAudit(
        tx,
        actor(req, res),
        {
          action: 'settings.change',
          targetType: 'settings',
          targetId: 'require_totp',
          before: { requireTotp: before },
          after: { requireTotp },
        },
        at,
      );
    });
    sendEnvelope(res, { requireTotp });
  });

  // --- orders ---
  const orders = new AdminOrders({
    config,
    database: db,
    mailer: deps.mailer,
    now,
    ...(deps.payments && { payments: deps.payments }),
    ...(deps.bookings && { bookings: deps.bookings }),
  });
  table.add('get', '/orders', 'staff', async (req, res) => {
    const { total, items } = await orders.list(query(adminOrderQuerySchema, req));
    sendEnvelope(res, { items, total });
  });
  table.add('get', '/orders/:number', 'staff', async (req, res) =>
    sendEnvelope(res, await orders.detail(param(req, 'number'))),
  );
  table.add('post', '/orders/:number/status', 'staff', body(adminOrderStatusBodySchema), async (req, res) => {
    const { status, note } = req.body as z.output<typeof adminOrderStatusBodySchema>;
    sendEnvelope(res, await orders.setStatus(param(req, 'number'), status, note, actor(req, res)));
  });
  table.add('post', '/orders/:number/refund', 'staff', async (req, res) =>
    sendEnvelope(res, await orders.refund(param(req, 'number'), actor(req, res))),
  );
  table.add('post', '/orders/:number/resend-confirmation', 'staff', async (req, res) =>
    sendEnvelope(res, await orders.resendConfirmation(param(req, 'number'), actor(req, res))),
  );

  // --- reviews ---
  const reviews = new AdminReviews(db, deps.catalog, config.catalog.defaultIndex, now);
  table.add('get', '/reviews', 'staff', async (req, res) => {
    const { status, page, pageSize } = query(adminReviewQuerySchema, req);
    sendEnvelope(res, await reviews.list(status, { page, pageSize }));
  });
  table.add('post', '/reviews/:id/approve', 'staff', async (req, res) =>
    sendEnvelope(res, await reviews.moderate(param(req, 'id'), 'approved', actor(req, res))),
  );
  table.add('post', '/reviews/:id/reject', 'staff', async (req, res) =>
    sendEnvelope(res, await reviews.moderate(param(req, 'id'), 'rejected', actor(req, res))),
  );

  // --- customers and newsletter ---
  const customers = new AdminCustomers(db, deps.customers.users, deps.customers.sendResetLink, now);
  table.add('get', '/customers', 'staff', async (req, res) => {
    const { q, page, pageSize } = query(adminCustomerQuerySchema, req);
    sendEnvelope(res, await customers.list(q, { page, pageSize }));
  });
  table.add('get', '/customers/:id', 'staff', async (req, res) =>
    sendEnvelope(res, await customers.detail(param(req, 'id'))),
  );
  table.add('post', '/customers/:id/lock', 'staff', body(adminNoteBodySchema), async (req, res) => {
    const { note } = req.body as z.output<typeof adminNoteBodySchema>;
    sendEnvelope(res, await customers.setLocked(param(req, 'id'), true, note, actor(req, res)));
  });
  table.add('post', '/customers/:id/unlock', 'staff', body(adminNoteBodySchema), async (req, res) => {
    const { note } = req.body as z.output<typeof adminNoteBodySchema>;
    sendEnvelope(res, await customers.setLocked(param(req, 'id'), false, note, actor(req, res)));
  });
  table.add('post', '/customers/:id/reset-password', 'staff', async (req, res) =>
    sendEnvelope(res, await customers.sendReset(param(req, 'id'), actor(req, res))),
  );
  table.add('get', '/newsletter/subscribers.csv', 'staff', async (_req, res) => {
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', 'attachment; filename="newsletter-subscribers.csv"');
    res.send(await customers.subscribersCsv());
  });

  // --- mail ---
  const mail = new AdminMail(db, deps.mailer, now);
  table.add('get', '/mail', 'staff', async (req, res) => {
    const { status, page, pageSize } = query(adminMailQuerySchema, req);
    sendEnvelope(res, await mail.list(status, { page, pageSize }));
  });
  table.add('post', '/mail/:id/resend', 'staff', async (req, res) =>
    sendEnvelope(res, await mail.resend(param(req, 'id'), actor(req, res))),
  );

  /**
   * The staff's list (`path`), one record (`path/:key`) and its change (PATCH, the body checked by `schema`, done as
   * the signed-in user) of one kind of editable record.
   */
  const editable = <Schema extends z.ZodType>(
    path: string,
    key: string,
    schema: Schema,
    records: {
      list(req: Request): Promise<unknown>;
      one(id: string): Promise<unknown>;
      change(id: string, change: z.output<Schema>, who: ReturnType<typeof actor>): Promise<unknown>;
    },
  ) => {
    table.add('get', path, 'staff', async (req, res) => sendEnvelope(res, await records.list(req)));
    table.add('get', `${path}/:${key}`, 'staff', async (req, res) =>
      sendEnvelope(res, await records.one(param(req, key))),
    );
    table.add('patch', `${path}/:${key}`, 'staff', body(schema), async (req, res) =>
      sendEnvelope(res, await records.change(param(req, key), req.body as z.output<Schema>, actor(req, res))),
    );
  };

  // --- spots, blocks and bookings (docs/back-office.md#spots-and-blocks) ---
  const spots = new AdminSpots(db, deps.catalog, config.catalog.defaultIndex, spotDefaultsOf(config), now);
  editable('/spots', 'sku', adminSpotChangeBodySchema, {
    list: (req) => spots.list(query(adminSpotQuerySchema, req)),
    one: (sku) => spots.detail(sku),
    change: (sku, change, who) => spots.change(sku, change, who),
  });
  table.add('get', '/spots/:sku/occupancy', 'staff', async (req, res) => {
    const { date, slotMinutes } = query(adminOccupancyQuerySchema, req);
    sendEnvelope(res, await spots.occupancy(param(req, 'sku'), date, slotMinutes));
  });
  table.add('get', '/spots/:sku/bookings', 'staff', async (req, res) => {
    const { date, status, page, pageSize } = query(adminSpotBookingsQuerySchema, req);
    sendEnvelope(res, await spots.bookings(param(req, 'sku'), { date, status }, { page, pageSize }));
  });
  table.add('post', '/spots/:sku/bookings', 'staff', body(adminPhoneBookingBodySchema), async (req, res) => {
    if (!deps.phoneBooking) return sendError(res, 503, 'Bookings are not taken here');
    const booking = req.body as z.output<typeof adminPhoneBookingBodySchema>;
    const sku = param(req, 'sku');
    const who = actor(req, res);
    // The audit row is written in the order's own transaction: the booking and its audit commit together, and a
    // retry that answers the order already placed adds none.
    const placed = await deps.phoneBooking(sku, booking, (tx, order) =>
      recordAudit(
        tx,
        who,
        {
          action: 'spot.phone-booking',
          targetType: 'order',
          targetId: order.orderNumber,
          after: { sku, from: booking.from, to: booking.to, qty: booking.qty, email: booking.email },
        },
        now(),
      ),
    );
    sendEnvelope(res, placed, 201);
  });
  table.add('get', '/spots/:sku/blocks', 'staff', async (req, res) =>
    sendEnvelope(res, await spots.blocks(param(req, 'sku'), req.query.all === '1')),
  );
  table.add('post', '/spots/:sku/blocks', 'staff', body(adminSpotBlockBodySchema), async (req, res) =>
    sendEnvelope(
      res,
      await spots.addBlock(param(req, 'sku'), req.body as z.output<typeof adminSpotBlockBodySchema>, actor(req, res)),
      201,
    ),
  );
  table.add('delete', '/spots/:sku/blocks/:id', 'staff', async (req, res) =>
    sendEnvelope(res, await spots.removeBlock(param(req, 'sku'), param(req, 'id'), actor(req, res))),
  );

  // --- catalogue (docs/back-office.md#catalogue-edits) ---
  const catalogEdits = new AdminCatalog(db, deps.catalog, config.catalog.defaultIndex, now);
  editable('/products', 'sku', adminProductChangeBodySchema, {
    list: (req) => catalogEdits.listProducts(query(adminProductQuerySchema, req)),
    one: (sku) => catalogEdits.product(sku),
    change: (sku, change, who) => catalogEdits.changeProduct(sku, change, who),
  });

  const documents = (path: string, entity: 'category' | 'cms_page' | 'cms_block', schema: z.ZodType) =>
    editable(path, 'id', schema, {
      list: (req) => {
        const { q, page, pageSize } = query(adminDocumentQuerySchema, req);
        return catalogEdits.listDocuments(entity, q, { page, pageSize });
      },
      one: (id) => catalogEdits.document(entity, id),
      change: (id, change, who) => catalogEdits.changeDocument(entity, id, change as Record<string, unknown>, who),
    });
  documents('/categories', 'category', adminCategoryChangeBodySchema);
  documents('/cms/pages', 'cms_page', adminCmsChangeBodySchema);
  documents('/cms/blocks', 'cms_block', adminCmsChangeBodySchema);

  const coupons = new AdminCoupons(db, now);
  table.add('get', '/coupons', 'staff', async (req, res) => {
    const { q, page, pageSize } = query(adminDocumentQuerySchema, req);
    sendEnvelope(res, await coupons.list(q, { page, pageSize }));
  });
  table.add('post', '/coupons', 'staff', body(adminNewCouponBodySchema), async (req, res) =>
    sendEnvelope(res, await coupons.add(req.body as z.output<typeof adminNewCouponBodySchema>, actor(req, res)), 201),
  );
  table.add('patch', '/coupons/:code', 'staff', body(adminCouponChangeBodySchema), async (req, res) =>
    sendEnvelope(
      res,
      await coupons.change(
        param(req, 'code'),
        req.body as z.output<typeof adminCouponChangeBodySchema>,
        actor(req, res),
      ),
    ),
  );
  table.add('post', '/coupons/:code/end', 'staff', async (req, res) =>
    sendEnvelope(res, await coupons.change(param(req, 'code'), 'end', actor(req, res))),
  );

  // --- order webhooks (docs/api.md#order-webhooks) ---
  table.add('get', '/webhooks/deliveries', 'staff', async (req, res) => {
    const { state, event, page, pageSize } = query(adminWebhookDeliveryQuerySchema, req);
    sendEnvelope(res, await listWebhookDeliveries(db, { state, event }, { page, pageSize }));
  });
  table.add('post', '/webhooks/deliveries/:id/resend', 'staff', async (req, res) =>
    sendEnvelope(res, await resendWebhookDelivery(db, param(req, 'id'), actor(req, res), now())),
  );

  // --- audit ---
  table.add('get', '/audit', 'staff', async (req, res) => {
    const q = query(adminAuditQuerySchema, req);
    const day = (value: string | undefined, end: boolean) => {
      if (!value) return undefined;
      const ms = Date.parse(value.length > 10 ? value : `${value}T00:00:00.000Z`);
      return end && value.length <= 10 ? ms + 24 * 3600_000 : ms;
    };
    const fromMs = day(q.from, false);
    const toMs = day(q.to, true);
    sendEnvelope(
      res,
      await listAudit(
        db,
        {
          ...(q.user && { user: q.user }),
          ...(q.action && { action: q.action }),
          ...(q.targetType && { targetType: q.targetType }),
          ...(q.targetId && { targetId: q.targetId }),
          ...(fromMs !== undefined && { fromMs }),
          ...(toMs !== undefined && { toMs }),
        },
        { page: q.page, pageSize: q.pageSize },
      ),
    );
  });

  // Any other path: 401 without a session (nothing to learn about which routes exist), 404 with one.
  const guardAny = adminGuard(db, 'enrolment', times, now);
  router.use(guardAny, (req, res) => sendError(res, 404, `Not found: ${req.method} /api/admin${req.path}`));
  router.use(errorHandler());
  return { router, routes: table.routes };
}
