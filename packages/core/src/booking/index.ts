export * from './booking-instant.js';
export * from './booking-months.js';
export * from './booking-period.js';
export * from './booking-rules.js';
export * from './local-time.js';
export * from './places-free.js';
export * from './spot-price.js';
export * from './spot-terms.js';
