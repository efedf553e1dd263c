import type { Request, Router } from 'express';
import { requestToken } from '../auth/request-token.js';
import { loginBodySchema } from '@storefront/core';
import { clientAddress } from '../http/client-address.js';
import { sendEnvelope, sendError } from '../http/envelope.js';
import { validateBody } from '../http/validate-body.js';
import { HashingBusyError } from './hash-gate.js';
import { dummyHash, needsRehash } from './password-hash.js';
import { clearSessionCookies, readCookie, REFRESH_COOKIE, wantsCookieSession } from './session-cookies.js';
import { hashToken } from './token-hash.js';
import { SIGN_IN_INCORRECT, type UserContext } from './user-context.js';

export const NO_REFRESH_TOKEN = 'No refresh token provided';
export const INVALID_REFRESH_TOKEN = 'Invalid refresh token provided';
/** A customer the shop locked (docs/back-office.md#customers): told so after a right password, never before. */
export const ACCOUNT_LOCKED = 'This account has been locked by the shop. Please contact the shop to unlock it.';

function bodyString(req: Request, key: string): string | undefined {
  const body: unknown = req.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The refresh-token cookie, only for a JSON request: a cross-site form cannot send that Content-Type, and CORS keeps
 * other origins' scripts from sending it, so a foreign page cannot make the browser spend the cookie.
 */
function cookieRefreshToken(req: Request): string | undefined {
  return req.is('application/json') ? readCookie(req, REFRESH_COOKIE) : undefined;
}

/** `POST /login`, `POST /refresh` and our `POST /logout`. */
export function mountSessionRoutes(router: Router, context: UserContext): void {
  const { users } = context.deps;
  const { scrypt } = context.usersConfig;

  const loginBody = validateBody(loginBodySchema, () => ({ status: 401, result: SIGN_IN_INCORRECT }));
  router.post('/login', loginBody, async (req, res) => {
    const { username, password } = req.body;
    if (!(await context.loginAttempts.admit(req, res, username))) return;
    // An unknown e-mail still costs one hash verification, so timing does not tell whether the account exists. The
    // dummy hash is made at the first login of the process, known e-mail or not, so that one does not tell either.
    const dummy = dummyHash(scrypt);
    // Awaited only for an unknown e-mail; a failure then answers there, never as an unhandled rejection.
    dummy.catch(() => undefined);
    const stored = await users.findByEmail(username);
    const against = stored?.passwordHash ?? (await dummy);
    const matches = await context.hashingCounted(context.loginAttempts, req, username, () =>
      context.passwords.verify(clientAddress(req), password, against),
    );
    if (!stored || !matches) return sendError(res, 401, SIGN_IN_INCORRECT);
    await context.loginAttempts.forgive(req, username);
    if (stored.locked) return sendError(res, 401, ACCOUNT_LOCKED);
    if (needsRehash(stored.passwordHash, scrypt)) {
      // The upgrade can wait for a later login when the hash gate is full; this login has succeeded.
      const upgraded = await context.passwords.hash(clientAddress(req), password, scrypt).catch((error: unknown) => {
        if (error instanceof HashingBusyError) return undefined;
        throw error;
      });
      if (upgraded) await users.setPassword(stored.customer.id, upgraded);
    }
    const { refreshToken, familyId } = await context.refreshTokens.start(stored.customer.id, context.deps.now());
    context.sendSession(req, res, await context.accessToken(stored.customer, familyId), refreshToken);
  });

  router.post('/refresh', async (req, res) => {
    const fromBody = bodyString(req, 'refreshToken');
    const fromCookie = fromBody === undefined ? cookieRefreshToken(req) : undefined;
    const presented = fromBody ?? fromCookie;
    if (presented === undefined) return sendError(res, 500, NO_REFRESH_TOKEN);
    // A token read from an HttpOnly cookie is never handed to a script: its successor goes back into the cookie.
    const cookieMode = fromCookie !== undefined || wantsCookieSession(req);
    // Locking revoked the customer's sessions: the token is refused either way, but the answer says why.
    if (await users.lockedByRefreshToken(hashToken(presented))) {
      if (cookieMode) clearSessionCookies(req, res);
      return sendError(res, 401, ACCOUNT_LOCKED);
    }
    const result = await context.refreshTokens.refresh(presented, context.deps.now());
    const stored = result.ok ? await users.findById(result.customerId) : undefined;
    if (!result.ok || !stored) {
      if (cookieMode) clearSessionCookies(req, res);
      return sendError(res, 500, INVALID_REFRESH_TOKEN);
    }
    context.sendSession(
      req,
      res,
      await context.accessToken(stored.customer, result.familyId),
      result.refreshToken,
      cookieMode,
    );
  });

  // Our extension: ends the session's refresh-token family (and so its access tokens) wherever the token comes from.
  router.post('/logout', async (req, res) => {
    const now = context.deps.now();
    const refreshToken = bodyString(req, 'refreshToken') ?? cookieRefreshToken(req);
    const revoked = refreshToken !== undefined && (await context.refreshTokens.revoke(refreshToken, now));
    if (!revoked && requestToken(req) !== undefined) {
      const customer = await context.deps.auth.authenticate(req);
      if (customer) await context.deps.tokens.revokeFamily(customer.familyId, now, 'logout');
    }
    clearSessionCookies(req, res);
    sendEnvelope(res, 'OK');
  });
}
