import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StorefrontConfig } from '@storefront/core';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

/** The per-request nonce the page's inline scripts (React Router's hydration data) carry; set by `securityHeaders`. */
export function cspNonce(res: Response): string {
  return (res.locals as { cspNonce?: string }).cspNonce ?? '';
}

/** Origins of absolute URLs in the public configuration the browser fetches from (another API, an image CDN). */
function remoteOrigins(urls: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL the browser could fetch either.
    }
  }
  return [...origins];
}

// PayPal's SDK loads its buttons in frames from its own hosts and calls them from the page (PayPal's CSP guide).
const PAYPAL_ORIGINS = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/**
 * Where the payment-provider button comes from: PayPal's hosts when a client id is configured; else the fake
 * provider's script, which the API serves (another origin only when the API runs apart from the storefront).
 */
function paymentOrigins(config: StorefrontConfig): { scripts: string[]; frames: string[] } {
  const { scriptUrl, clientId } = config.checkout.paymentProvider;
  if (!clientId) return { scripts: remoteOrigins([config.api.url]), frames: [] };
  const origins = [...new Set([...remoteOrigins([scriptUrl]), ...PAYPAL_ORIGINS])];
  return { scripts: origins, frames: origins };
}

/** The maps places service's script, its calls and its logo: named only when the shop configured its key. */
const PLACES_ORIGINS = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];

/** The AMP runtime's origin: AMP pages (`/amp/…`, `/{store}/amp/…`) load their runtime from it, and only they. */
const AMP_ORIGIN = 'https://cdn.ampproject.org';
const AMP_PATH = /^\/(?:[^/?#]+\/)?amp\//;

/** A directive value: fixed, or computed per response (the nonce). */
type DirectiveValue = string | ((req: IncomingMessage, res: ServerResponse) => string);

/**
 * The Content-Security-Policy, directive by directive. `nonce` is the nonce itself in tests and a function reading the
 * response's nonce in the server.
 */
export function contentSecurityDirectives(
  nonce: DirectiveValue,
  config: StorefrontConfig,
): Record<string, DirectiveValue[]> {
  const storeHosts = Object.values(config.storeViews.views).map((view) => view.elasticsearch?.host ?? '');
  const payment = paymentOrigins(config);
  const places = config.checkout.placesAutocomplete.apiKey === '' ? [] : PLACES_ORIGINS;
  const connect = [
    ...new Set([
      ...remoteOrigins([config.api.url, config.elasticsearch.host, ...storeHosts]),
      ...payment.frames,
      ...places,
    ]),
  ];
  const images = [...new Set([...remoteOrigins([config.images.baseUrl]), ...payment.frames, ...places])];
  const ampRuntime: DirectiveValue = (req) => (AMP_PATH.test(req.url ?? '') ? AMP_ORIGIN : "'self'");
  const nonceSource: DirectiveValue =
    typeof nonce === 'string' ? `'nonce-${nonce}'` : (req, res) => `'nonce-${nonce(req, res)}'`;
  return {
    'default-src': ["'self'"],
    // Only the scripts the server wrote into this page run inline; everything else comes from the shop's origin
    // (and the payment provider's and the maps service's when configured).
    // An AMP page's one script is the AMP runtime (docs/behaviour.md#catalogue-urls); no other page may load it.
    'script-src': ["'self'", nonceSource, ampRuntime, ...new Set([...payment.scripts, ...places])],
    // Swatch colours are style attributes; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...images],
    'connect-src': ["'self'", ...connect],
    ...(payment.frames.length > 0 && { 'frame-src': ["'self'", ...payment.frames] }),
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * Headers on every answer (pages, data, assets, API, images), written by helmet: a nonce-based
 * Content-Security-Policy, no framing by other sites, no MIME sniffing, no full URL in the Referer to other sites.
 * Helmet's cross-origin isolation headers stay off: PayPal's checkout talks to its pop-up through `window.opener`
 * (Cross-Origin-Opener-Policy would cut that) and an image CDN or a separate API serves this shop's pages. HSTS
 * belongs to whoever terminates TLS in front of the shop.
 */
export function securityHeaders(config: StorefrontConfig): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives((_req, res) => (res as Response).locals.cspNonce as string, config),
    },
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const nonce: RequestHandler = (_req, res, next) => {
    (res.locals as { cspNonce?: string }).cspNonce = randomBytes(16).toString('base64');
    next();
  };
  return [nonce, headers];
}
