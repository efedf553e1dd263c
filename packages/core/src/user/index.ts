export * from './customer.js';
export * from './session-state.js';
export * from './session-storage.js';
export * from './token-refresh.js';
