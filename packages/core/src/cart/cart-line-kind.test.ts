import { describe, expect, it } from 'vitest';
import { cartLineKind, cartLineKindRules } from './cart-line-kind.js';
import { hour } from './test-support/cart-lines.js';

describe('cartLineKind', () => {
  it('makes a line with a period, or of a spot, a booking; anything else a product', () => {
    expect(cartLineKind({ ...hour })).toBe('booking');
    expect(cartLineKind({ spot_id: 4 })).toBe('booking');
    expect(cartLineKind({})).toBe('product');
  });

  it('sends a booking its offered price and keeps it; a product takes the server price', () => {
    expect(cartLineKindRules({ ...hour })).toEqual({ sendsPrice: true, takesServerPrice: false });
    expect(cartLineKindRules({})).toEqual({ sendsPrice: false, takesServerPrice: true });
  });
});
