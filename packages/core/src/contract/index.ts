export * from './date-time.js';
export * from './issues.js';
export * from './order.js';
export * from './password.js';
export * from './product-option.js';
export * from './review.js';
export * from './user.js';
export * from './wishlist.js';
