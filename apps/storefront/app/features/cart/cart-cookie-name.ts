/**
 * docs/behaviour.md#guest-cart-id: the guest cart id's cookie, shared by the no-JS forms (server side) and the browser cart. Its own module
 * because the header's warm-up needs only the name on every page; the cookie's reading and writing load with the cart.
 */
export const CART_COOKIE = 'sf_cart';
