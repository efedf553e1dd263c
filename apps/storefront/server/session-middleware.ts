import {
  ACCESS_TOKEN_COOKIE,
  cookieHeaderAfter,
  isTokenFresh,
  readCookie,
  REFRESH_TOKEN_COOKIE,
  SESSION_COOKIE_HEADER,
} from '@storefront/core';
import type { Request, RequestHandler } from 'express';
import type { ApiFetch } from '../app/lib/api-fetch.server.js';
import { requestLog } from '../app/lib/logger.server.js';

const clearedCookie = (name: string) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

export interface SessionMiddlewareOptions {
  /** How the server calls the API for this shopper (the embedded API on loopback, or an external one). */
  apiFetch: (req: Request) => ApiFetch;
  /** The refresh endpoint (config `api.endpoints.user.refresh`). */
  refreshPath: string;
  now?: () => number;
}

/**
 * Before a page renders: when the access-token cookie is missing or about to expire and a refresh-token cookie exists,
 * the API refreshes the session in cookie mode. Its `Set-Cookie` answers go to the shopper's response, and the
 * request's own cookie header is rewritten, so this page's loaders already see the new access token (no flash of
 * the guest state on a reload after an hour). A failed refresh clears the cookies the same way: the page renders
 * for a guest.
 */
export function sessionMiddleware(options: SessionMiddlewareOptions): RequestHandler {
  const now = options.now ?? Date.now;
  return async (req, res, next) => {
    const cookies = req.headers.cookie;
    const refreshToken = readCookie(cookies, REFRESH_TOKEN_COOKIE);
    const accessToken = readCookie(cookies, ACCESS_TOKEN_COOKIE);
    if (!refreshToken || (accessToken && isTokenFresh(accessToken, now()))) return next();
    try {
      const reply = await options.apiFetch(req)(options.refreshPath, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          [SESSION_COOKIE_HEADER]: '1',
          Cookie: `${REFRESH_TOKEN_COOKIE}=${refreshToken}`,
          // The API marks the cookies Secure when the shopper's request was https, not this loopback call.
          'X-Forwarded-Proto': req.protocol,
        },
        body: '{}',
      });
      const setCookies = reply.headers.getSetCookie();
      // A refused refresh token must not be tried again on every page: forget it if the API did not say so itself.
      if (
        reply.status >= 400 &&
        reply.status < 500 &&
        !setCookies.some((c) => c.startsWith(`${REFRESH_TOKEN_COOKIE}=`))
      )
        setCookies.push(...[ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE].map(clearedCookie));
      for (const setCookie of setCookies) res.append('Set-Cookie', setCookie);
      req.headers.cookie = cookieHeaderAfter(cookies, setCookies);
    } catch (error) {
      // The API is unreachable: render the page with what the request has; the browser retries on its next call.
      requestLog(req).error({ err: error }, '[session] refresh before rendering failed');
    }
    next();
  };
}
