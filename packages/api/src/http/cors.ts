import type { RequestHandler } from 'express';
import { sendError } from './envelope.js';

export interface CorsOptions {
  /**
   * Origins allowed to call the API from a browser: exact origins (`https://shop.example.com`), `*` for any, or an
   * origin with `*` as its port (`http://localhost:*`) for any port of that host.
   */
  origins: readonly string[];
  exposedHeaders?: readonly string[];
}

const ALLOWED_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS';
// Vue Storefront 1 sends Content-Type: application/json on its GETs and Authorization with a token; our storefront
// sends X-Session-Cookie on login and refresh (cookie sessions).
const ALLOWED_HEADERS = 'Content-Type,Authorization,Accept,X-Requested-With,X-VS-Store-Code,X-Session-Cookie';
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** Whether `origin` (the browser's `Origin` header) matches one of the configured patterns. */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  if (origin === 'null') return false;
  return allowed.some((pattern) => {
    if (pattern === '*') return true;
    if (!pattern.endsWith(':*')) return pattern === origin;
    const prefix = pattern.slice(0, -1);
    return origin.startsWith(prefix) && /^\d{1,5}$/.test(origin.slice(prefix.length));
  });
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the browser's `Origin` names the host the request was sent to (the storefront calling its own API). */
function isSameOrigin(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * CORS for the API, as vue-storefront-api answers it, but only for configured origins. A refused origin gets no
 * Access-Control-* header (the browser then withholds the answer) and its preflight a 403, so a misconfiguration is
 * visible in the network panel instead of as an empty catalogue. A write (POST, PUT, ...) a browser sends from a
 * refused origin is refused too: a form post or a `text/plain` fetch needs no preflight, so CORS alone would let
 * another site write with the shopper's cookies.
 */
export function cors({ origins, exposedHeaders = ['Link'] }: CorsOptions): RequestHandler {
  const anyOrigin = origins.includes('*');
  return (req, res, next) => {
    res.vary('Origin');
    const origin = req.headers.origin;
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
    if (!origin || !isOriginAllowed(origin, origins)) {
      const refused = `Origin ${origin ?? '(none)'} is not allowed to call this API`;
      if (preflight) return sendError(res, 403, refused);
      if (origin && !READ_ONLY_METHODS.has(req.method) && !isSameOrigin(origin, req.headers.host))
        return sendError(res, 403, refused);
      return next();
    }
    res.setHeader('Access-Control-Allow-Origin', anyOrigin ? '*' : origin);
    res.setHeader('Access-Control-Expose-Headers', exposedHeaders.join(','));
    if (!preflight) return next();
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    res.setHeader('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    res.status(204).end();
  };
}
