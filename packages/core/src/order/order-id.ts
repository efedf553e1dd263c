/**
 * A new order id in VSF's shape, `<epoch ms>-<uuid v4>` (see docs/api.md#orders). It is the placement's idempotency key
 * and opens `GET /api/sync/order/<order_id>`, so the uuid comes from the platform's cryptographic generator.
 */
export function newOrderId(now: number): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return `${Math.floor(now)}-${uuid}`;
}

const ORDER_ID = /^(\d{1,15})-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether `value` is an id `newOrderId` made (a stored id read back from the browser is checked before reuse). */
export function isOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID.test(value);
}

/** When the order id was made: the order's `created_at`, so rebuilding the order later yields the same body. */
export function orderIdTime(orderId: string): number | undefined {
  const match = ORDER_ID.exec(orderId);
  return match ? Number(match[1]) : undefined;
}
