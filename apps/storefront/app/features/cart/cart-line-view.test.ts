import { describe, expect, it } from 'vitest';
import type { CartItem } from '@storefront/core';
import { cartLineKey, optionLabels, toCartLineView } from './cart-line-view';

const shop = {
  currencySign: '$',
  currencySignPlacement: 'prepend' as const,
  fractionDigits: 2,
  thumbnail: { width: 150, height: 150 },
  imagesBaseUrl: '/img/',
};
const spot: CartItem = {
  sku: 'SPOT-1',
  name: 'Spot 1',
  qty: 2,
  price: 10,
  priceInclTax: 11.03,
  is_monthly: false,
  type_id: 'simple',
  book_from: '2026-12-01T15:00:00Z',
  book_to: '2026-12-01T16:30:00Z',
};
const clock = { timeZone: 'America/New_York', locale: 'en-US', now: Date.parse('2026-12-01T14:30:00Z') };

describe('a microcart line', () => {
  it("shows a booking's period once on the spot's clock, its mode and the row total before the booking tax (a totals row)", () => {
    const view = toCartLineView(spot, shop, clock, JSON.stringify([{ label: 'Booking period', value: 'raw' }]));
    expect(view.period).toEqual({ text: 'Tue 1 Dec, 10:00–11:30 EST', mode: 'Hourly' });
    expect(view.options).toEqual([]);
    expect(view.rowTotal).toBe('$20.00');
    expect(toCartLineView({ ...spot, is_monthly: true }, shop, clock).period?.mode).toBe('Monthly');
  });

  it('says until when the place is held, and nothing once the hold is over', () => {
    const held = { ...spot, hold_expires_at: '2026-12-01T14:42:00.000Z' };
    expect(toCartLineView(held, shop, clock).period?.heldUntil).toBe('09:42 EST');
    expect(
      toCartLineView(held, shop, { ...clock, now: Date.parse('2026-12-01T14:43:00Z') }).period?.heldUntil,
    ).toBeUndefined();
  });

  it('has no period for a plain product, and names the options of the server totals', () => {
    const view = toCartLineView(
      { ...spot, book_from: undefined, book_to: undefined },
      shop,
      clock,
      JSON.stringify([{ label: 'Color', value: 'Green' }]),
    );
    expect(view.period).toBeUndefined();
    expect(view.options).toEqual(['Color: Green']);
  });

  it('reads broken option labels as none', () => {
    expect(optionLabels('not json')).toEqual([]);
    expect(optionLabels('{"label":"x"}')).toEqual([]);
    expect(optionLabels(undefined)).toEqual([]);
  });

  it('keys two periods of one spot apart', () => {
    expect(cartLineKey(spot)).not.toBe(cartLineKey({ ...spot, book_to: '2026-12-01T12:00:00' }));
  });
});
