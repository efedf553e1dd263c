import { STATIC_PAGE_ROUTES, STATIC_PAGE_TITLES } from '../i18n/static-page-titles.js';
import { namedRoute } from './named-route.js';
import type { AccountSection, NamedRoute } from './named-route.js';

/** The static pages of docs/behaviour.md#routes-and-urls; their titles (also translation keys) live with the other messages. */
const STATIC_PAGES = STATIC_PAGE_ROUTES.map((name) => [name, STATIC_PAGE_TITLES[name]] as const);

const accountRoute = <N extends string>(name: N, path: string, accountSection: AccountSection) =>
  namedRoute(name, path, 'my-account', { requiresAuth: true, accountSection });

/** docs/behaviour.md#routes-and-urls, in the table's order. Catalogue routes are in catalog-routes.ts. */
export const namedRoutes = Object.freeze([
  namedRoute('home', '/', 'home', { aliases: ['/pwa.html'] }),
  namedRoute('checkout', '/checkout', 'checkout'),
  ...STATIC_PAGES.map(([name, title]) => namedRoute(name, `/${name}`, 'static', { title })),
  accountRoute('my-account', '/my-account', 'profile'),
  accountRoute('my-shipping-details', '/my-account/shipping-details', 'shipping-details'),
  accountRoute('my-newsletter', '/my-account/newsletter', 'newsletter'),
  accountRoute('my-orders', '/my-account/orders', 'orders'),
  accountRoute('my-order', '/my-account/orders/:orderId', 'order'),
  accountRoute('my-bookings', '/my-account/bookings', 'bookings'),
  accountRoute('my-recently-viewed', '/my-account/recently-viewed', 'recently-viewed'),
  namedRoute('compare', '/compare', 'compare', { title: 'Compare Products' }),
  namedRoute('page-not-found', '/page-not-found', 'page-not-found', { fallback: true }),
  namedRoute('product-search-panel', '/product-search-panel', 'product-search-panel'),
  // docs/behaviour.md#search: the results page the header's Search and the overlay's Enter lead to (paged, with filters).
  namedRoute('search', '/search', 'product-search-panel'),
  namedRoute('spot-listing', '/spot-listing', 'spot-listing', { title: 'Parking - Available Spots' }),
  namedRoute('error', '/error', 'error', { layout: 'minimal' }),
  namedRoute('custom-cms-page', '/custom-cms-page', 'custom-cms-page'),
  namedRoute('cms-block-demo-page-ssr', '/cms-block-demo-page-ssr', 'cms-block-demo'),
  namedRoute('cms-page-sync', '/cms-page-sync', 'cms-page', { cmsPage: { identifier: 'about-us', loadSync: true } }),
  namedRoute('raw-output-example', '/raw-output-example.xml', 'raw-output', {
    layout: 'empty',
    contentType: 'text/xml',
  }),
  namedRoute('append-prepend', '/append-prepend.html', 'append-prepend', { layout: 'empty' }),
  namedRoute('no-js', '/no-js.html', 'no-js', { scripts: false }),
  // VSF 1.12's route of the e-mailed password-reset link: `?email=&token=`.
  namedRoute('create-password', '/create-password', 'create-password', { title: 'Set a new password' }),
  // docs/behaviour.md#cart: the cart as a page, whose forms work without JavaScript (the microcart is a panel, not a route).
  namedRoute('cart', '/cart', 'cart', { title: 'Shopping cart' }),
  // docs/behaviour.md#checkout-and-orders: VSF showed the confirmation inside /checkout; a page of its own survives a reload and works without JS.
  namedRoute('checkout-thank-you', '/checkout/thank-you', 'checkout-thank-you', { title: 'Thank you for your order!' }),
  // One parking booking with its pass, cancel and extend: the confirmation mail's signed link opens it for a guest.
  namedRoute('booking', '/booking/:bookingId', 'booking', { title: 'Your parking booking' }),
] as const);

export type NamedRouteName = (typeof namedRoutes)[number]['name'];

export const routeByName: Readonly<Record<NamedRouteName, NamedRoute<NamedRouteName>>> = Object.freeze(
  Object.fromEntries(namedRoutes.map((route) => [route.name, route])) as Record<
    NamedRouteName,
    NamedRoute<NamedRouteName>
  >,
);

export const PAGE_NOT_FOUND_PATH = '/page-not-found';
