import { localizedRoute, routeByName, type StoreRoutingOptions } from '@storefront/core';
import type { FooterLink } from './Footer';

/** How the fifteen static pages of docs/behaviour.md#routes-and-urls are grouped in the footer. */
const GROUPS = [
  {
    title: 'Customer service',
    pages: ['customer-service', 'order-tracking', 'delivery', 'returns', 'size-guide', 'contact'],
  },
  { title: 'Company', pages: ['about-us', 'job-openings', 'store-locator', 'magazine', 'order-from-catalog'] },
  { title: 'Shopping', pages: ['sale', 'gift-card'] },
  { title: 'Legal', pages: ['legal', 'privacy'] },
] as const;

export function footerGroups(
  storeCode: string,
  stores: StoreRoutingOptions,
): Array<{ title: string; links: FooterLink[] }> {
  return GROUPS.map((group) => ({
    title: group.title,
    links: group.pages.map((name) => ({
      title: routeByName[name].title ?? name,
      href: localizedRoute(routeByName[name].path, storeCode, stores),
    })),
  }));
}
