export * from './customer.js';
export * from './session-state.js';
export * from './session-storage.js';
export * from './token-refresh.js';
export * from './session-cookies.js';
export * from './token-expiry.js';
export * from './cookie-header.js';
