import { createHmac } from 'node:crypto';
import type { CatalogSource } from '@storefront/core';

/** HS256 (HMAC-SHA256, base64url) of the JSON of `payload`, as vue-storefront-api's `hmac.sign` (see docs/api.md#accounts). */
export function signPayload(payload: unknown, secret: string): string {
  // An empty key is a key everyone knows: the API's secrets are filled in before anything signs (createApi).
  if (!secret) throw new Error('No price-signing key: secrets.objHashSecret is empty (see auth/auth-secret.ts)');
  return createHmac('sha256', secret).update(JSON.stringify(payload)).digest('base64url');
}

/**
 * The `sgn` a product hit carries: the gross price the shopper saw and the sku, so an order can later prove its
 * prices came from this API. Each configurable child is signed with its own price (vue-storefront-api reused the
 * parent's price there; nothing verifies children by default, and their own price is what an order line holds).
 */
export function signProduct(product: CatalogSource, full: CatalogSource, secret: string, serverSideTax: boolean): void {
  const payload = (source: CatalogSource) =>
    serverSideTax ? { priceInclTax: source.priceInclTax, sku: source.sku } : { price: source.price, sku: source.sku };
  product.sgn = signPayload(payload(full), secret);
  const children = product.configurable_children;
  const fullChildren = full.configurable_children;
  if (Array.isArray(children) && Array.isArray(fullChildren))
    children.forEach((child, i) => {
      if (child && typeof child === 'object')
        (child as CatalogSource).sgn = signPayload(payload(fullChildren[i] as CatalogSource), secret);
    });
}
