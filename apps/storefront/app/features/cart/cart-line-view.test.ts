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
  book_from: '2026-12-01T10:00:00',
  book_to: '2026-12-01T11:30:00',
};

describe('a microcart line', () => {
  it("shows a booking's period in the store's date format, its mode and the row total before the booking tax (a totals row)", () => {
    const view = toCartLineView(spot, shop, 'HH:mm D/M/YYYY');
    expect(view.period).toEqual({ from: '10:00 1/12/2026', to: '11:30 1/12/2026', mode: 'hourly' });
    expect(view.rowTotal).toBe('$20.00');
    expect(toCartLineView({ ...spot, is_monthly: true }, shop, 'HH:mm D/M/YYYY').period?.mode).toBe('monthly');
  });

  it('has no period for a plain product, and names the options of the server totals', () => {
    const view = toCartLineView(
      { ...spot, book_from: undefined, book_to: undefined },
      shop,
      'HH:mm D/M/YYYY',
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
