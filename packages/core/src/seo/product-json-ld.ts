import { htmlToPlainText } from './html-text.js';

export type JsonLdAvailability = 'InStock' | 'OutOfStock';

/** What the JSON-LD reads; ProductDocument fits. */
export interface ProductJsonLdSource {
  readonly sku: string;
  readonly name?: unknown;
  readonly description?: unknown;
  readonly short_description?: unknown;
  readonly meta_description?: unknown;
  readonly stock?: unknown;
}

export interface ProductJsonLdOptions {
  /** Absolute URL of the product page (its canonical URL). */
  readonly url: string;
  readonly imageUrl?: string;
  /** ISO 4217 code of the store view, e.g. 'USD'. */
  readonly currency: string;
  /** The price the shopper pays (after special price and, where shown, tax). Without it no offer is given. */
  readonly price?: number;
  /** Default: from the product's stock flag; left out when that is unknown. */
  readonly availability?: JsonLdAvailability;
}

/** Descriptions are whole HTML pages at times; a few thousand characters say all a search engine uses. */
export const JSON_LD_DESCRIPTION_MAX = 5000;

export interface ProductJsonLd {
  '@context': 'https://schema.org';
  '@type': 'Product';
  name: string;
  sku: string;
  image?: string[];
  description?: string;
  offers?: {
    '@type': 'Offer';
    price: string;
    priceCurrency: string;
    availability?: string;
    url: string;
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? htmlToPlainText(value) : '';
}

function stockAvailability(stock: unknown): JsonLdAvailability | undefined {
  const flag =
    typeof stock === 'object' && stock !== null ? (stock as { is_in_stock?: unknown }).is_in_stock : undefined;
  if (flag === true || flag === 1 || flag === '1') return 'InStock';
  if (flag === false || flag === 0 || flag === '0') return 'OutOfStock';
  return undefined;
}

/** schema.org Product for rich results. Serialize it with `serializeJsonLd`, never with a bare JSON.stringify. */
export function productJsonLd(product: ProductJsonLdSource, options: ProductJsonLdOptions): ProductJsonLd {
  const description = (text(product.description) || text(product.short_description) || text(product.meta_description))
    .slice(0, JSON_LD_DESCRIPTION_MAX)
    .trim();
  const availability = options.availability ?? stockAvailability(product.stock);
  const price = options.price;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: text(product.name) || product.sku,
    sku: product.sku,
    ...(options.imageUrl ? { image: [options.imageUrl] } : {}),
    ...(description ? { description } : {}),
    ...(typeof price === 'number' && Number.isFinite(price) && price >= 0 && options.currency
      ? {
          offers: {
            '@type': 'Offer' as const,
            // A fixed two-decimal string: no binary noise such as 29.900000000000002 in the page.
            price: price.toFixed(2),
            priceCurrency: options.currency,
            ...(availability ? { availability: `https://schema.org/${availability}` } : {}),
            url: options.url,
          },
        }
      : {}),
  };
}
