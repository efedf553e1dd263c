import type { RouteLayout } from './route-types.js';

/** Which screen renders a named route; several routes share one (all static pages, all account sections). */
export type RouteScreen =
  | 'home'
  | 'checkout'
  | 'static'
  | 'my-account'
  | 'compare'
  | 'page-not-found'
  | 'product-search-panel'
  | 'spot-listing'
  | 'error'
  | 'custom-cms-page'
  | 'cms-block-demo'
  | 'cms-page'
  | 'raw-output'
  | 'append-prepend'
  | 'no-js'
  | 'create-password'
  | 'cart'
  | 'checkout-thank-you'
  | 'booking';

export type AccountSection =
  'profile' | 'shipping-details' | 'newsletter' | 'orders' | 'order' | 'bookings' | 'recently-viewed';

export interface NamedRoute<N extends string = string> {
  readonly name: N;
  /** React Router syntax: `:orderId` is a parameter. */
  readonly path: string;
  /** Further paths rendering the same route, e.g. '/pwa.html' for home. */
  readonly aliases: readonly string[];
  readonly layout: RouteLayout;
  readonly screen: RouteScreen;
  readonly requiresAuth: boolean;
  /** false: rendered on the server without the client bundle. */
  readonly scripts: boolean;
  /** The route unknown URLs end on. */
  readonly fallback: boolean;
  readonly contentType: 'text/html' | 'text/xml';
  readonly title?: string;
  readonly accountSection?: AccountSection;
  /** A CMS page the route shows; `loadSync` means its content is part of the first render. */
  readonly cmsPage?: { readonly identifier: string; readonly loadSync: boolean };
}

type RouteExtras = Partial<Omit<NamedRoute, 'name' | 'path' | 'screen'>>;

export function namedRoute<N extends string>(
  name: N,
  path: string,
  screen: RouteScreen,
  extras: RouteExtras = {},
): NamedRoute<N> {
  return Object.freeze({
    name,
    path,
    screen,
    aliases: [],
    layout: 'default',
    requiresAuth: false,
    scripts: true,
    fallback: false,
    contentType: 'text/html',
    ...extras,
  });
}
