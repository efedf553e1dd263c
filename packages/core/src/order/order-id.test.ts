import { describe, expect, it } from 'vitest';
import { isOrderId, newOrderId, orderIdTime } from './order-id.js';

describe('order id', () => {
  it('is VSF-shaped: epoch milliseconds, a dash and a version-4 uuid', () => {
    const id = newOrderId(1_780_000_000_123);
    expect(id).toMatch(/^1780000000123-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(isOrderId(id)).toBe(true);
    expect(orderIdTime(id)).toBe(1_780_000_000_123);
  });

  it('is unguessable: 1000 ids made in the same millisecond are all different', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => newOrderId(5)));
    expect(ids.size).toBe(1000);
  });

  it('recognises only its own shape', () => {
    expect(isOrderId('1516461255097-e8e739f4-92c9-fc6b-00e9-a2e9f4ff0067')).toBe(true);
    expect(isOrderId('x')).toBe(false);
    expect(isOrderId(42)).toBe(false);
    expect(isOrderId('1-e8e739f4-92c9-fc6b-00e9-a2e9f4ff0067 ')).toBe(false);
    expect(orderIdTime('nope')).toBeUndefined();
  });
});
