import {
  ACCESS_TOKEN_COOKIE,
  readCookie,
  readEnvelope,
  resolveTaskRequest,
  type Customer,
  type SessionState,
} from '@storefront/core';
import type { RouterContextProvider } from 'react-router';
import { storefrontContext } from './request-context';
import { logger } from './logger.server';

export interface ServerSession {
  user: Customer;
  token: string;
}

// Keyed by the request's context (one per request): the root loader, the account guard and price tiers of one page
// share one `GET me`.
const sessions = new WeakMap<object, Promise<ServerSession | null>>();

/**
 * The shopper's session for this request, from the HttpOnly access-token cookie (ADR 0008): `GET me` with it as a
 * Bearer token answers the customer (in embedded mode the API answers in-process, the same reply without the HTTP
 * round trip), anything else means a guest. An expired access token was already refreshed by
 * the server's session middleware before the loaders ran.
 */
export function readSession(request: Request, context: Readonly<RouterContextProvider>): Promise<ServerSession | null> {
  let session = sessions.get(context);
  if (!session) {
    session = lookUpSession(request, context);
    sessions.set(context, session);
  }
  return session;
}

async function lookUpSession(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ServerSession | null> {
  const token = readCookie(request.headers.get('cookie'), ACCESS_TOKEN_COOKIE);
  if (!token) return null;
  const { apiFetch, config, readCustomer } = context.get(storefrontContext);
  if (readCustomer) {
    try {
      const user = await readCustomer(token);
      return user ? { user, token } : null;
    } catch (error) {
      logger.error({ err: error }, '[session] reading the customer failed');
      return null;
    }
  }
  const { url, init } = resolveTaskRequest(
    { url: config.api.endpoints.user.me, payload: { method: 'GET' } },
    { token, multistore: false, tokenInHeader: true },
  );
  try {
    const reply = await readEnvelope(await apiFetch(url, init as RequestInit));
    if (reply.code !== 200 || typeof reply.result !== 'object' || reply.result === null) return null;
    return { user: reply.result as Customer, token };
  } catch (error) {
    logger.error({ err: error }, '[session] reading the customer failed');
    return null;
  }
}

/** What the root loader hands the page: the session, or null for a guest (never undefined: the server answered). */
export function sessionData(session: ServerSession | null): SessionState | null {
  return session ? { token: session.token, user: session.user } : null;
}
