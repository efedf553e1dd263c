export * from './contract.js';
export * from './order-status.js';
