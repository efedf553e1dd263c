export * from './cart-item.js';
export * from './server-cart-item.js';
export * from './cart-diff.js';
