import type { Request, RequestHandler, Response } from 'express';
import { sendError } from '../http/envelope.js';
import type { AuthenticatedCustomer, CustomerAuth } from './customer-auth.js';

/**
 * The answer to a request without a valid token, or with the token of someone other than the owner: sent with a 401,
 * which makes the storefront refresh its token.
 */
export const NOT_AUTHORIZED = 'not authorized';

/** The caller, or a 401 "not authorized" and undefined. */
export async function requireCustomer(
  auth: CustomerAuth,
  req: Request,
  res: Response,
): Promise<AuthenticatedCustomer | undefined> {
  const customer = await auth.authenticate(req);
  if (!customer) sendError(res, 401, NOT_AUTHORIZED);
  return customer;
}

/**
 * In front of a route that needs a customer: a 401 "not authorized" without one, else the route runs and reads the
 * caller with `customerOf`. It comes before the body check, so a caller without a session learns nothing of the body.
 */
export function authenticated(auth: CustomerAuth): RequestHandler {
  return async (req, res, next) => {
    const customer = await requireCustomer(auth, req, res);
    if (!customer) return;
    res.locals.customer = customer;
    next();
  };
}

/** The customer `authenticated` let through. */
export function customerOf(res: Response): AuthenticatedCustomer {
  return res.locals.customer as AuthenticatedCustomer;
}
