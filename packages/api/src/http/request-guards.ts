import type { RequestHandler } from 'express';
import { sendError } from './envelope.js';

/** Methods the API and the pages answer; `TRACE`, `CONNECT` and made-up verbs are refused before any route runs. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
const allowedMethods = new Set<string>(ALLOWED_METHODS);

// A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const HOST_PATTERN =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** Whether a `Host` header value is a host name (or address) with an optional port, and nothing else. */
export function isValidHostHeader(value: string): boolean {
  return value.length <= 255 && HOST_PATTERN.test(value);
}

/** 405 for any method outside `ALLOWED_METHODS`, in the `{code, result}` envelope. */
export function methodGuard(): RequestHandler {
  return (req, res, next) => {
    if (allowedMethods.has(req.method)) return next();
    res.setHeader('Allow', ALLOWED_METHODS.join(', '));
    sendError(res, 405, `Method ${req.method} is not allowed`);
  };
}

/**
 * 400 for a `Host` that is not a host name: the pages build their request URL from it, and a value such as `[bad`
 * would otherwise fail deep inside the renderer as a 500. (`X-Forwarded-Host` is never read: a link or an origin never comes from a request header.)
 * `required` also refuses a request with no Host at all (HTTP/1.0 allows it), which the pages cannot place.
 */
export function hostGuard({ required = false }: { required?: boolean } = {}): RequestHandler {
  return (req, res, next) => {
    const host = req.headers.host;
    if (host === undefined || host === '') {
      if (required) return sendError(res, 400, 'Missing Host header');
      return next();
    }
    if (!isValidHostHeader(host)) return sendError(res, 400, 'Malformed Host header');
    next();
  };
}
