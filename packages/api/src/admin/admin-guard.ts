import type { AdminRole } from '@storefront/core';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { SqlDatabase } from '../db/sql.js';
import { sendError } from '../http/envelope.js';
import { adminSessions, adminUsers, type AdminSession, type AdminSessionTimes } from './admin-users.js';

export const ADMIN_SIGN_IN_NEEDED = 'Sign in to the back-office first';
export const ADMIN_ROLE_REFUSED = 'Your back-office role may not do this';
export const ADMIN_TOTP_SETUP_NEEDED =
  'The shop requires two-factor sign-in: set up an authenticator app (POST /api/admin/me/totp) first';

/**
 * Who may call a back-office route (docs/back-office.md#roles): `staff` is any signed-in user, `owner` only owners.
 * `enrolment` is any signed-in user even before the two-factor set-up the owners require (the routes to set it up).
 */
export type AdminAccess = AdminRole | 'enrolment';

export interface AdminRouteInfo {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** Express path under /api/admin, e.g. `/orders/:number/status`. */
  path: string;
  access: AdminAccess;
}

/** The back-office session of a request the guard let through. */
export function sessionOf(res: Response): AdminSession {
  const session = (res.locals as { adminSession?: AdminSession }).adminSession;
  if (!session) throw new Error('A back-office route ran without its guard');
  return session;
}

/** The bearer token only: the back-office never reads `?token=` (it would end up in logs and browser history). */
export function adminBearer(req: Request): string | undefined {
  return req.headers.authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
}

/**
 * The route-level guard: 401 without a live back-office session (customers' tokens are not sessions, so they never
 * pass), 403 for a role that may not, or for any route but the set-up ones while the owners require two-factor
 * sign-in and the user has none.
 */
export function adminGuard(
  db: SqlDatabase,
  access: AdminAccess,
  times: AdminSessionTimes,
  now: () => number,
): RequestHandler {
  return async (req, res, next) => {
    const token = adminBearer(req);
    const session = token ? await adminSessions.find(db, token, now(), times) : undefined;
    if (!session) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="back-office"');
      return sendError(res, 401, ADMIN_SIGN_IN_NEEDED);
    }
    if (access === 'owner' && session.user.role !== 'owner') return sendError(res, 403, ADMIN_ROLE_REFUSED);
    if (access !== 'enrolment' && !session.user.totp && (await adminUsers.requireTotp(db)))
      return sendError(res, 403, ADMIN_TOTP_SETUP_NEEDED);
    (res.locals as { adminSession?: AdminSession }).adminSession = session;
    next();
  };
}

/**
 * Declares the back-office routes: each with its access, guarded before its handlers, and listed in `routes`. The
 * security test walks that list and checks it against the router's own stack, so a route added around this table
 * fails the test (packages/api/src/admin/admin-security.test.ts).
 */
export class AdminRouteTable {
  readonly routes: AdminRouteInfo[] = [];

  constructor(
    private readonly router: Router,
    private readonly guard: (access: AdminAccess) => RequestHandler,
  ) {}

  add(method: AdminRouteInfo['method'], path: string, access: AdminAccess, ...handlers: RequestHandler[]): void {
    this.routes.push({ method, path, access });
    this.router[method](path, this.guard(access), ...handlers);
  }
}
