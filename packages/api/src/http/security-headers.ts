import type { RequestHandler } from 'express';

/**
 * Headers for every answer of the standalone API: JSON and images are never documents, so nothing may run in them,
 * frame them or sniff them into HTML.
 */
export function apiSecurityHeaders(): RequestHandler {
  return (_req, res, next) => {
    res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  };
}
