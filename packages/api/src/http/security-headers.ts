import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * Headers for every answer of the standalone API, written by helmet: JSON and images are never documents, so nothing
 * may run in them, frame them or sniff them into HTML. Cross-Origin-Resource-Policy stays off: a storefront on another
 * origin shows this API's images. HSTS belongs to whoever terminates TLS in front of the API.
 */
export function apiSecurityHeaders(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
