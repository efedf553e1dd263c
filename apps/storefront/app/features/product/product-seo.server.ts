import {
  isKnownPrice,
  ampLink,
  breadcrumbJsonLd,
  canonicalUrl,
  localizedRoute,
  productJsonLd,
  productLink,
  serializeJsonLd,
  type ProductDocument,
} from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';

export interface ProductSeo {
  /** The product's own path in this store (no child sku): what the page is indexed as. */
  path: string;
  canonicalUrl: string;
  ampHref: string;
}

export function productSeo(page: PageContext, product: ProductDocument): ProductSeo {
  const urls = page.urls;
  const stores = page.stores;
  const link = productLink(product, urls);
  const path = localizedRoute(link.path, page.storeCode, stores);
  const amp = ampLink(link, urls);
  return {
    path,
    canonicalUrl: canonicalUrl(page.url.origin, path, ''),
    ampHref: localizedRoute(amp?.path ?? path, page.storeCode, stores),
  };
}

/** schema.org Product and BreadcrumbList, serialized safely for a `<script type="application/ld+json">`. */
export function productJsonLdScripts(
  page: PageContext,
  product: ProductDocument,
  seo: ProductSeo,
  options: { price: number; imageUrl: string; crumbs: ReadonlyArray<{ name: string; href: string }> },
): string[] {
  const absolute = (href: string) => new URL(href, page.url.origin).href;
  return [
    serializeJsonLd(
      productJsonLd(product, {
        url: seo.canonicalUrl,
        imageUrl: absolute(options.imageUrl),
        currency: page.storeView.i18n.currencyCode,
        // A missing price (0 in the export) gives no offer rather than a free one.
        ...(isKnownPrice(options.price) && { price: options.price }),
      }),
    ),
    serializeJsonLd(
      breadcrumbJsonLd(
        options.crumbs.map((crumb, i) =>
          i === options.crumbs.length - 1 ? { name: crumb.name } : { name: crumb.name, url: absolute(crumb.href) },
        ),
      ),
    ),
  ];
}
