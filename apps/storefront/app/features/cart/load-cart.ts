import { preloadOpenPanel } from '../layout/Panels';

/** The cart store, its server sync and the add: one on-demand chunk, shared by the header, the product page and the microcart. */
export const loadCart = () => import('./cart-client');

/** The cart and the microcart's drawer and content, fetched ahead of a click that will need them. */
export const prefetchMicrocart = () =>
  Promise.all([loadCart(), preloadOpenPanel().then((panel) => panel.preloadMicrocart())]).catch(() => undefined);
