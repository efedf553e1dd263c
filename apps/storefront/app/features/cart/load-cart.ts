/**
 * The product page's add: its chunk (entered at `cart-add.ts`) brings the add's product rules on top of the cart's
 * runtime (store, server sync). Only a page that adds loads it; starting the cart and the microcart need the runtime
 * alone (`loadCartRuntime`).
 */
export const loadCart = () => import('./cart-add');
/** The cart's runtime (store, server sync, writes): loaded on first use, or when the browser is idle with a cart. */
export const loadCartRuntime = () => import('./cart-runtime');
/** The microcart's content. */
export const loadMicrocart = () => import('./Microcart');
