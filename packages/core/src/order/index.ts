export { VOLATILE_ORDER_FIELDS, orderFingerprintText, withoutVolatileFields } from './canonical-json.js';
export type { StableOrder } from './canonical-json.js';
export * from './local-order.js';
export * from './order-body.js';
export * from './order-hash.js';
export * from './order-id.js';
export * from './order-reply.js';
export * from './place-order-success.js';
export * from './place-order.js';
