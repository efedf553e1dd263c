import { describe, expect, it } from 'vitest';
import { TypedBuffer } from './typed-buffer.js';

describe('TypedBuffer', () => {
  it('keeps every value pushed across its growths, and freezes to exactly their length', () => {
    const buffer = new TypedBuffer(0, (size) => new Int32Array(size));
    for (let i = 0; i < 1000; i++) buffer.push(i * 3 - 7);
    expect(buffer.length).toBe(1000);
    expect(buffer.get(999)).toBe(999 * 3 - 7);
    const frozen = buffer.freeze();
    expect(frozen).toBeInstanceOf(Int32Array);
    expect([...frozen]).toEqual(Array.from({ length: 1000 }, (_, i) => i * 3 - 7));
  });

  it('freezes an empty buffer to an empty array of its type', () => {
    expect(new TypedBuffer(8, (size) => new Float64Array(size)).freeze()).toEqual(new Float64Array(0));
  });
});
