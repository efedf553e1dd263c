import { describe, expect, it } from 'vitest';
import { matchNamedRoute } from './match-named-route.js';
import { namedRoutes, routeByName } from './route-table.js';

// Written out again (not imported) so that a route dropped from the shipped list fails here.
const STATIC = [
  'legal privacy magazine sale order-tracking about-us job-openings customer-service',
  'store-locator size-guide gift-card delivery returns order-from-catalog contact',
].flatMap((line) => line.split(' '));

/** docs/behaviour.md#routes-and-urls: name, path, layout, requiresAuth. */
const SPEC_ROWS: Array<[string, string, 'default' | 'minimal' | 'empty', boolean]> = [
  ['home', '/', 'default', false],
  ['checkout', '/checkout', 'default', false],
  ...STATIC.map((name): [string, string, 'default', boolean] => [name, `/${name}`, 'default', false]),
  ['my-account', '/my-account', 'default', true],
  ['my-shipping-details', '/my-account/shipping-details', 'default', true],
  ['my-newsletter', '/my-account/newsletter', 'default', true],
  ['my-orders', '/my-account/orders', 'default', true],
  ['my-order', '/my-account/orders/:orderId', 'default', true],
  // Not in the spec's table: the customer's parking bookings (docs/parking.md).
  ['my-bookings', '/my-account/bookings', 'default', true],
  ['my-recently-viewed', '/my-account/recently-viewed', 'default', true],
  ['compare', '/compare', 'default', false],
  ['page-not-found', '/page-not-found', 'default', false],
  ['product-search-panel', '/product-search-panel', 'default', false],
  // Not in the spec's table: the search results page (see docs/behaviour.md#search).
  ['search', '/search', 'default', false],
  ['spot-listing', '/spot-listing', 'default', false],
  ['error', '/error', 'minimal', false],
  ['custom-cms-page', '/custom-cms-page', 'default', false],
  ['cms-block-demo-page-ssr', '/cms-block-demo-page-ssr', 'default', false],
  ['cms-page-sync', '/cms-page-sync', 'default', false],
  ['raw-output-example', '/raw-output-example.xml', 'empty', false],
  ['append-prepend', '/append-prepend.html', 'empty', false],
  ['no-js', '/no-js.html', 'default', false],
  // Not in the spec's table: VSF 1.12's page of the e-mailed password-reset link (see docs/behaviour.md#accounts-and-session).
  ['create-password', '/create-password', 'default', false],
  // Not in the spec's table either: the cart page whose forms work without JavaScript (see docs/behaviour.md#cart).
  ['cart', '/cart', 'default', false],
  // docs/behaviour.md#checkout-and-orders: the order confirmation after the checkout.
  ['checkout-thank-you', '/checkout/thank-you', 'default', false],
  // One parking booking and its pass, opened by a guest from the confirmation mail's signed link (docs/parking.md).
  ['booking', '/booking/:bookingId', 'default', false],
];

describe('route table', () => {
  it('has exactly the rows of the spec (and search, create-password and cart), in order', () => {
    expect(namedRoutes.map((route) => route.name)).toEqual(SPEC_ROWS.map(([name]) => name));
  });

  it.each(SPEC_ROWS)('%s is %s with layout %s, requiresAuth %s', (name, path, layout, requiresAuth) => {
    const route = routeByName[name as keyof typeof routeByName];
    expect(route).toMatchObject({ name, path, layout, requiresAuth });
  });

  it('serves home under /pwa.html too', () => {
    expect(routeByName.home.aliases).toEqual(['/pwa.html']);
    expect(matchNamedRoute('/pwa.html')?.route.name).toBe('home');
  });

  it('gives the 15 static pages one generic screen with a title', () => {
    for (const name of STATIC) {
      const route = routeByName[name as keyof typeof routeByName];
      expect(route.screen).toBe('static');
      expect(route.title).toBeTruthy();
    }
  });

  it('carries the demo flags: XML output, no JavaScript, synchronous CMS page, spot listing title', () => {
    expect(routeByName['raw-output-example'].contentType).toBe('text/xml');
    expect(namedRoutes.filter((route) => route.contentType !== 'text/html').map((route) => route.name)).toEqual([
      'raw-output-example',
    ]);
    expect(routeByName['no-js'].scripts).toBe(false);
    expect(namedRoutes.filter((route) => !route.scripts).map((route) => route.name)).toEqual(['no-js']);
    expect(routeByName['cms-page-sync'].cmsPage).toEqual({ identifier: 'about-us', loadSync: true });
    expect(routeByName['spot-listing'].title).toBe('Parking - Available Spots');
    expect(namedRoutes.filter((route) => route.fallback).map((route) => route.name)).toEqual(['page-not-found']);
  });

  it('has a cart page that scripts may enhance and that matches with a query', () => {
    expect(routeByName.cart).toMatchObject({ screen: 'cart', scripts: true, title: 'Shopping cart' });
    expect(matchNamedRoute('/cart?remove=12')?.route.name).toBe('cart');
    expect(matchNamedRoute('/cart/')?.route.name).toBe('cart');
    expect(matchNamedRoute('/checkout/thank-you?order=1-a')?.route.name).toBe('checkout-thank-you');
  });

  it('matches paths to routes, with parameters, ignoring a trailing slash and the query', () => {
    expect(matchNamedRoute('/my-account/orders/000000042?x=1')).toMatchObject({
      route: { name: 'my-order' },
      params: { orderId: '000000042' },
    });
    expect(matchNamedRoute('/checkout/')?.route.name).toBe('checkout');
    expect(matchNamedRoute('/women/tops')).toBeUndefined();
  });

  it('is frozen', () => {
    expect(Object.isFrozen(namedRoutes)).toBe(true);
    expect(Object.isFrozen(routeByName.home)).toBe(true);
  });
});
