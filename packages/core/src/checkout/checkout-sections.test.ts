import { describe, expect, it } from 'vitest';
import { hour, line } from '../cart/test-support/cart-lines.js';
import {
  checkoutSections,
  isBookingLine,
  isVirtualCart,
  nextCheckoutSection,
  openCheckoutSection,
} from './checkout-sections.js';

describe('checkout sections', () => {
  it('has personal, shipping, payment and review for a cart of plain products', () => {
    expect(checkoutSections([line(), line({ sku: 'P2', type_id: 'configurable' })])).toEqual([
      'personal',
      'shipping',
      'payment',
      'review',
    ]);
  });

  it('adds listing details when a line is a parking booking, and skips shipping when nothing is shipped', () => {
    const spot = line({ type_id: 'virtual', ...hour, spot_id: 7 });
    expect(checkoutSections([spot])).toEqual(['personal', 'listing', 'payment', 'review']);
    expect(checkoutSections([spot, line()])).toEqual(['personal', 'listing', 'shipping', 'payment', 'review']);
    expect(checkoutSections([line({ type_id: 'downloadable' })])).toEqual(['personal', 'payment', 'review']);
  });

  it('knows a booking by its period or its spot', () => {
    expect(isBookingLine(line())).toBe(false);
    expect(isBookingLine(line({ book_from: '' }))).toBe(false);
    expect(isBookingLine(line(hour))).toBe(true);
    expect(isBookingLine(line({ spot_id: 'S1' }))).toBe(true);
  });

  it('calls a cart virtual only when every line is unshipped, and honours configured types', () => {
    expect(isVirtualCart([])).toBe(false);
    expect(isVirtualCart([line({ type_id: 'virtual' }), line({ type_id: 'simple' })])).toBe(false);
    expect(isVirtualCart([line({ type_id: 'virtual' }), line({ type_id: 'downloadable' })])).toBe(true);
    expect(isVirtualCart([line({ type_id: 'giftcard' })], ['giftcard'])).toBe(true);
  });

  it('opens the next section in order', () => {
    const sections = checkoutSections([line()]);
    expect(nextCheckoutSection(sections, 'personal')).toBe('shipping');
    expect(nextCheckoutSection(sections, 'payment')).toBe('review');
    expect(nextCheckoutSection(sections, 'review')).toBeUndefined();
    expect(nextCheckoutSection(sections, 'listing')).toBeUndefined();
  });

  it('keeps the opened section, or opens the first not done when the cart lost it', () => {
    const shipped = checkoutSections([line()]);
    const unshipped = checkoutSections([line({ type_id: 'downloadable' })]);
    expect(openCheckoutSection(shipped, 'shipping', ['personal'])).toBe('shipping');
    expect(openCheckoutSection(unshipped, 'shipping', ['personal'])).toBe('payment');
    expect(openCheckoutSection(unshipped, 'shipping', ['personal', 'payment', 'review'])).toBe('review');
  });
});
