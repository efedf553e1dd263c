// The on-demand cart chunk's entry: the store and its sync, and the product page's add.
export { startCart, syncCart } from './cart-runtime';
export { addProductToCart } from './cart-add';
