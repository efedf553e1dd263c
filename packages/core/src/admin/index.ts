export * from './contract.js';
export * from './order-status.js';
export * from './admin-client.js';
export * from './operations-contract.js';
