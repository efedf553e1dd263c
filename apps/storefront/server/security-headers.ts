import { randomBytes } from 'node:crypto';
import type { StorefrontConfig } from '@storefront/core';
import type { RequestHandler, Response } from 'express';

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

export function contentSecurityPolicy(nonce: string, config: StorefrontConfig): string {
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
  return [
    "default-src 'self'",
    // Only the scripts the server wrote into this page run inline; everything else comes from the shop's origin
    // (and the payment provider's and the maps service's when configured).
    ['script-src', "'self'", `'nonce-${nonce}'`, ...new Set([...payment.scripts, ...places])].join(' '),
    // Swatch colours are style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...images].join(' '),
    ['connect-src', "'self'", ...connect].join(' '),
    ...(payment.frames.length > 0 ? [['frame-src', "'self'", ...payment.frames].join(' ')] : []),
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Headers on every answer (pages, data, assets, API, images): a nonce-based Content-Security-Policy, no framing by
 * other sites, no MIME sniffing, no full URL in the Referer to other sites.
 */
export function securityHeaders(config: StorefrontConfig): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    (res.locals as { cspNonce?: string }).cspNonce = nonce;
    res.setHeader('Content-Security-Policy', contentSecurityPolicy(nonce, config));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'SAMEORIGIN');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  };
}
