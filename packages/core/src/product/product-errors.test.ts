import { describe, expect, it } from 'vitest';
import { productErrorMessages, setProductError } from './product-errors.js';

describe('setProductError', () => {
  it('sets one concern without touching the others', () => {
    expect(setProductError({ variants: 'V' }, 'custom_options', 'C')).toEqual({ variants: 'V', custom_options: 'C' });
    expect(setProductError(undefined, 'variants', 'V')).toEqual({ variants: 'V' });
  });

  it('clears a concern once fixed, without modifying the input', () => {
    const errors = { variants: 'V', custom_options: 'C' };
    expect(setProductError(errors, 'custom_options', undefined)).toEqual({ variants: 'V' });
    expect(errors).toEqual({ variants: 'V', custom_options: 'C' });
  });
});

describe('productErrorMessages', () => {
  it('lists the non-empty messages once each', () => {
    expect(productErrorMessages({ a: 'X', b: '', c: null, d: undefined, e: 'X', f: 'Y' })).toEqual(['X', 'Y']);
    expect(productErrorMessages(null)).toEqual([]);
  });
});
