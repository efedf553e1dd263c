export * from './build-order-body.js';
export * from './checkout-details.js';
export * from './checkout-prefill.js';
export * from './checkout-sections.js';
export * from './checkout-validation.js';
export * from './restore-checkout-details.js';
