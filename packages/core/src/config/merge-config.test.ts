import { describe, expect, it } from 'vitest';
import { mergeConfig, mergeUnknown } from './merge-config.js';

describe('mergeConfig', () => {
  const base = { a: 1, nested: { b: 2, c: [1, 2, 3], d: { e: 'x' } }, list: ['x', 'y'] };

  it('merges objects deeply and replaces arrays', () => {
    expect(mergeConfig(base, { nested: { c: [9], d: { e: 'z' } }, list: [] })).toEqual({
      a: 1,
      nested: { b: 2, c: [9], d: { e: 'z' } },
      list: [],
    });
  });

  it('keeps base values for undefined and replaces with null', () => {
    const withNull = { value: 1 as number | null, other: 2 };
    expect(mergeConfig(withNull, { value: null, other: undefined })).toEqual({ value: null, other: 2 });
  });

  it('modifies neither input and shares no objects with them', () => {
    const override = { nested: { d: { e: 'z' } } };
    const result = mergeConfig(base, override);
    result.nested.c.push(4);
    result.nested.d.e = 'changed';
    expect(base.nested.c).toEqual([1, 2, 3]);
    expect(base.nested.d.e).toBe('x');
    expect(override.nested.d.e).toBe('z');
  });

  it('ignores __proto__ keys from parsed JSON', () => {
    const hostile: unknown = JSON.parse('{"__proto__": {"polluted": true}, "a": 5}');
    const result = mergeUnknown({ a: 1 }, hostile) as Record<string, unknown>;
    expect(result.a).toBe(5);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });
});
