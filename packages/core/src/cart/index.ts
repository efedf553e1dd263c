export * from './cart-item.js';
