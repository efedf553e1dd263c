export * from './order-body.js';
