import { describe, expect, it } from 'vitest';
import { defaultStorefrontConfig, namedRoutes } from '@storefront/core';
import { storeRouting } from '../../lib/page-context.server';
import { accountLinks, navSection } from './account-links';

describe('account navigation', () => {
  it('links every account page but the single order, in VSF 1 order', () => {
    const links = accountLinks('', storeRouting(defaultStorefrontConfig()));
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['My profile', '/my-account'],
      ['My shipping details', '/my-account/shipping-details'],
      ['My newsletter', '/my-account/newsletter'],
      ['My orders', '/my-account/orders'],
      ['My bookings', '/my-account/bookings'],
      ['Recently viewed', '/my-account/recently-viewed'],
    ]);
    const linked = new Set(links.map((link) => link.section));
    const sections = namedRoutes.flatMap((route) => (route.accountSection ? [route.accountSection] : []));
    expect(sections.filter((section) => !linked.has(section))).toEqual(['order']);
  });

  it('prefixes the links of a store view that has its own paths', () => {
    const config = defaultStorefrontConfig();
    config.storeViews.multistore = true;
    config.storeViews.views.de!.disabled = false;
    expect(accountLinks('de', storeRouting(config))[1]!.href).toBe('/de/my-account/shipping-details');
  });

  it('marks My orders on the page of an order', () => {
    expect(navSection('order')).toBe('orders');
    expect(navSection('newsletter')).toBe('newsletter');
  });
});
