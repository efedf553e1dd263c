export { VOLATILE_ORDER_FIELDS, orderFingerprintText, withoutVolatileFields } from './canonical-json.js';
export type { StableOrder } from './canonical-json.js';
export * from './order-body.js';
