/** What a route tells the document shell about itself (`export const handle` of a route module). */
export interface RouteHandle {
  /** The page is sent without any script (no hydration): `/no-js.html`, AMP pages. */
  noScripts?: boolean;
  /**
   * The shopper is past the cart (the checkout): the microcart's code is not fetched ahead when the browser is idle,
   * only when the shopper reaches for the cart button. It keeps the checkout's JavaScript for the checkout.
   */
  noCartPanelPrefetch?: boolean;
  /** The page's content is the shopper's own (account, thank-you): the service worker keeps no copy of it. */
  offline?: 'never';
  /** The page is the shopper's own even for a guest (cart, checkout): the server's output cache never keeps it. */
  outputCache?: 'never';
}

const flag = (handle: unknown, name: keyof RouteHandle) =>
  typeof handle === 'object' && handle !== null && (handle as RouteHandle)[name] === true;

export function usesScripts(handle: unknown): boolean {
  return !flag(handle, 'noScripts');
}

export function prefetchesCartPanel(handle: unknown): boolean {
  return !flag(handle, 'noCartPanelPrefetch');
}

export function neverOffline(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as RouteHandle).offline === 'never';
}

/** Pages the output cache never keeps: the shopper's own (account, thank-you) and the cart and checkout. */
export function neverOutputCached(handle: unknown): boolean {
  return (
    neverOffline(handle) ||
    (typeof handle === 'object' && handle !== null && (handle as RouteHandle).outputCache === 'never')
  );
}
