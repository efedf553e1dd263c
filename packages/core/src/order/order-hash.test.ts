import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orderHash, sha3Hex } from './order-hash.js';

describe('order hash (SHA3-224)', () => {
  it('matches the FIPS 202 test vectors and Node’s own SHA3-224', () => {
    expect(sha3Hex('')).toBe('6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7');
    expect(sha3Hex('abc')).toBe('e642824c3f8cf24ad09234ee7d3c766fc9a3a5168d0c94ad73b46fdf');
    const text = 'Wrocław, dolnośląskie – 51-169';
    expect(sha3Hex(text)).toBe(createHash('sha3-224').update(text, 'utf8').digest('hex'));
  });

  it('hashes the canonical JSON of the order without its volatile fields', () => {
    const order = { order_id: 'x', products: [{ sku: 'a', qty: 1 }] };
    expect(orderHash(order)).toBe(sha3Hex('{"order_id":"x","products":[{"qty":1,"sku":"a"}]}'));
    expect(orderHash({ ...order, transmited: true, transmited_at: 't', updated_at: 'u' })).toBe(orderHash(order));
    expect(orderHash({ ...order, products: [{ sku: 'a', qty: 2 }] })).not.toBe(orderHash(order));
  });
});
