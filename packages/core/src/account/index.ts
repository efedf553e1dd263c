export * from './newsletter.js';
export * from './order-history.js';
export * from './profile-update.js';
export * from './remake-order.js';
export * from './order-details.js';
