import type { RequestHandler } from 'express';

/**
 * Any origin may call the API, as vue-storefront-api allows, so the Vue Storefront 1 frontend or a storefront on
 * another host can use it. Preflight requests are answered here with 204.
 */
export function cors(exposedHeaders: readonly string[] = ['Link']): RequestHandler {
  return (req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', exposedHeaders.join(','));
    if (req.method !== 'OPTIONS') return next();
    res.setHeader('Access-Control-Allow-Methods', 'GET,HEAD,PUT,PATCH,POST,DELETE');
    const requested = req.headers['access-control-request-headers'];
    if (requested) res.setHeader('Access-Control-Allow-Headers', requested);
    res.setHeader('Vary', 'Access-Control-Request-Headers');
    res.status(204).end();
  };
}
