import { describe, expect, it } from 'vitest';
import { canonicalJson, orderFingerprintText, withoutVolatileFields } from './canonical-json.js';

describe('canonical JSON of orders', () => {
  it('sorts keys at every depth, so field order does not change the text', () => {
    const a = { b: 1, a: { d: [{ y: 2, x: 1 }], c: 'x' } };
    const b = { a: { c: 'x', d: [{ x: 1, y: 2 }] }, b: 1 };
    expect(canonicalJson(a)).toBe('{"a":{"c":"x","d":[{"x":1,"y":2}]},"b":1}');
    expect(canonicalJson(b)).toBe(canonicalJson(a));
  });

  it('leaves out undefined members at any depth, keeps nulls, and keeps array order', () => {
    expect(canonicalJson({ a: undefined, b: null, c: [3, 1, 2], d: { e: undefined, f: 1 } })).toBe(
      '{"b":null,"c":[3,1,2],"d":{"f":1}}',
    );
  });

  it('serialises strings, numbers and dates like JSON.stringify', () => {
    expect(canonicalJson('Wrocław "x"')).toBe(JSON.stringify('Wrocław "x"'));
    expect(canonicalJson({ at: new Date('2026-01-02T03:04:05.000Z'), n: 1.5 })).toBe(
      '{"at":"2026-01-02T03:04:05.000Z","n":1.5}',
    );
  });

  it('differs when a value differs', () => {
    expect(canonicalJson({ qty: 1 })).not.toBe(canonicalJson({ qty: 2 }));
    expect(canonicalJson({ qty: 1 })).not.toBe(canonicalJson({ qty: '1' }));
  });

  it('drops the fields a queue re-send restamps, and nothing else, without touching the order', () => {
    const order = { order_id: 'x', transmited: true, transmited_at: 't', updated_at: 'u', created_at: 'c' };
    expect(withoutVolatileFields(order)).toEqual({ order_id: 'x', created_at: 'c' });
    expect(order.transmited).toBe(true);
  });

  it('fingerprints a re-sent order like the first send, and a changed order differently', () => {
    const first = { order_id: 'x', products: [{ sku: 'a', qty: 1 }], transmited: false, updated_at: '1' };
    const resent = {
      transmited: true,
      transmited_at: '2',
      updated_at: '3',
      products: [{ qty: 1, sku: 'a' }],
      order_id: 'x',
    };
    expect(orderFingerprintText(resent)).toBe(orderFingerprintText(first));
    expect(orderFingerprintText({ ...first, products: [{ sku: 'a', qty: 2 }] })).not.toBe(orderFingerprintText(first));
  });
});
