import { localizedRoute, parentOf, parentRouteFor, PRODUCT_MESSAGES, type ProductDocument } from '@storefront/core';
import { redirect } from 'react-router';
import { flashCookie } from '../../lib/flash.server';
import type { PageContext } from '../../lib/page-context.server';

export interface ParentRoute {
  parentSku: string;
  /** The parent's page with the child selected, localized. */
  href: string;
}

/**
 * docs/behaviour.md#catalogue-urls: a product whose parent is another product (a configurable's child, visibility 1) is shown on the
 * parent's page with the child selected; the index finds the parent through `configurable_children.sku`.
 */
export async function parentRoute(page: PageContext, product: ProductDocument): Promise<ParentRoute | undefined> {
  const { items } = await page.catalog.products(
    { filters: [{ attribute: 'configurable_children.sku', value: [product.sku] }] },
    {
      size: 5,
      includeFields: ['id', 'sku', 'type_id', 'slug', 'url_key', 'url_path', 'name', 'configurable_children.sku'],
    },
  );
  const urls = page.urls;
  const link = parentRouteFor(product.sku, items, urls);
  const parent = parentOf(product.sku, items);
  if (!link || !parent) return undefined;
  return { parentSku: parent.sku, href: localizedRoute(link.path, page.storeCode, page.stores) + link.search };
}

/** Whether following `href` would load the page being answered: such a redirect would never end. */
export function isCurrentUrl(page: PageContext, href: string): boolean {
  const target = new URL(href, page.url);
  return target.pathname === page.url.pathname && target.search === page.url.search;
}

/**
 * docs/behaviour.md#product-load step 3: a disabled or individually invisible product notifies 'Out of stock!' and goes
 * back. On the server, back is the page the shopper came from (same site, not this page), else the store's home; the
 * notification travels with the redirect.
 */
export function goBack(page: PageContext, referer: string | null): Response {
  const home = localizedRoute('/', page.storeCode, page.stores);
  let target = home;
  if (referer) {
    try {
      const from = new URL(referer);
      const here = page.url;
      if (from.origin === here.origin && from.pathname !== here.pathname) target = from.pathname + from.search;
    } catch {
      // An unreadable Referer is no place to go back to.
    }
  }
  return redirect(target, {
    headers: { 'Set-Cookie': flashCookie({ type: 'error', message: PRODUCT_MESSAGES.outOfStock }) },
  });
}
