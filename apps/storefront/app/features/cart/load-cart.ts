/**
 * The cart store, its server sync and the add: one on-demand chunk (entered at `cart-add.ts`), shared by the header,
 * the product page and the microcart.
 */
export const loadCart = () => import('./cart-add');
