import {
  localizedRoute,
  routeByName,
  type AccountSection,
  type MessageKey,
  type StoreRoutingOptions,
} from '@storefront/core';

export interface AccountLink {
  section: AccountSection;
  label: MessageKey;
  href: string;
}

/** The account navigation, in VSF 1's order. An order's page belongs to 'My orders'. */
const ENTRIES = [
  { section: 'profile', route: 'my-account', label: 'My profile' },
  { section: 'shipping-details', route: 'my-shipping-details', label: 'My shipping details' },
  { section: 'newsletter', route: 'my-newsletter', label: 'My newsletter' },
  { section: 'orders', route: 'my-orders', label: 'My orders' },
  { section: 'bookings', route: 'my-bookings', label: 'My bookings' },
  { section: 'recently-viewed', route: 'my-recently-viewed', label: 'Recently viewed' },
] as const;

export function accountLinks(storeCode: string, stores: StoreRoutingOptions): AccountLink[] {
  return ENTRIES.map(({ section, route, label }) => ({
    section,
    label,
    href: localizedRoute(routeByName[route].path, storeCode, stores),
  }));
}

/** Which link the page marks as current. */
export function navSection(section: AccountSection): AccountSection {
  return section === 'order' ? 'orders' : section;
}
