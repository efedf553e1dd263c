import type { CookieOptions, Request, Response } from 'express';

export const REFRESH_COOKIE = 'sf_rt';
export const ACCESS_COOKIE = 'sf_at';

/**
 * Our storefront sends `X-Session-Cookie: 1` on login, refresh, logout and create: the API then keeps the tokens in
 * HttpOnly cookies and leaves the refresh token out of the reply, so no script in the page can ever read it.
 */
export function wantsCookieSession(req: Request): boolean {
  return req.headers['x-session-cookie'] === '1';
}

/** One cookie of the request's `Cookie` header (no cookie parser is mounted on the API). */
export function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim()) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

function flags(req: Request, maxAgeSeconds: number): CookieOptions {
  // `req.secure` reads `X-Forwarded-Proto` only from a trusted proxy (`http.trustProxy`, docs/security.md), as the
  // client's address is read: the nginx in front of the shop says whether the shopper's connection was HTTPS.
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: req.secure, maxAge: maxAgeSeconds * 1000 };
}

export function setSessionCookies(
  req: Request,
  res: Response,
  tokens: { accessToken: string; refreshToken: string },
  ttl: { accessTokenTtlSeconds: number; refreshTokenTtlSeconds: number },
): void {
  res.cookie(REFRESH_COOKIE, tokens.refreshToken, flags(req, ttl.refreshTokenTtlSeconds));
  res.cookie(ACCESS_COOKIE, tokens.accessToken, flags(req, ttl.accessTokenTtlSeconds));
}

export function clearSessionCookies(req: Request, res: Response): void {
  const { maxAge: _maxAge, ...options } = flags(req, 0);
  res.clearCookie(REFRESH_COOKIE, options);
  res.clearCookie(ACCESS_COOKIE, options);
}
