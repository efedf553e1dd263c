import { describe, expect, it } from 'vitest';
import { canStep, stepQuantity } from './step-quantity';

describe('stepQuantity', () => {
  it('moves by one and stops at the bounds', () => {
    expect(stepQuantity('2', 1, 1, 3)).toBe(3);
    expect(stepQuantity('3', 1, 1, 3)).toBe(3);
    expect(stepQuantity('1', -1, 1)).toBe(1);
    expect(stepQuantity('7', -1, 1, 5)).toBe(5);
  });

  it('starts from the minimum when the field holds no number', () => {
    expect(stepQuantity('', 1, 1)).toBe(2);
    expect(stepQuantity('abc', -1, 1)).toBe(1);
  });

  it('disables only the direction that cannot move', () => {
    expect(canStep('1', -1, 1)).toBe(false);
    expect(canStep('1', 1, 1)).toBe(true);
    expect(canStep('5', 1, 1, 5)).toBe(false);
    expect(canStep('', -1, 1)).toBe(true);
  });
});
