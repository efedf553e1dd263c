export * from './cart-item.js';
export * from './server-cart-item.js';
export * from './cart-diff.js';
export * from './cart-sync-failure.js';
export * from './server-cart-create.js';
export * from './cart-throttle.js';
export * from './cart-merge.js';
export * from './cart-sync.js';
