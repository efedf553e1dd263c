import { describe, expect, it } from 'vitest';
import { formatPrice } from './format-price.js';

const usd = { currencySign: '$' };
const eur = { currencySign: '€', currencySignPlacement: 'append' as const };

describe('formatPrice', () => {
  it('puts the sign before the amount by default, with two decimals', () => {
    expect(formatPrice(5, usd)).toBe('$5.00');
    expect(formatPrice(1234.5, usd)).toBe('$1234.50');
    expect(formatPrice('19.9', usd)).toBe('$19.90');
  });

  it('prefixes negative amounts with a minus before the sign', () => {
    expect(formatPrice(-5, usd)).toBe('-$5.00');
    expect(formatPrice(-5, eur)).toBe('-5.00 €');
    expect(formatPrice(-5, { currencySign: 'EUR', currencySignPlacement: 'append' })).toBe('-5.00 EUR');
  });

  it('formats zero, including values that round to zero, without a sign', () => {
    expect(formatPrice(0, usd)).toBe('$0.00');
    expect(formatPrice(-0, usd)).toBe('$0.00');
    expect(formatPrice(-0.004, usd)).toBe('$0.00');
  });

  it('rounds half up to two decimals without binary noise', () => {
    expect(formatPrice(1.005, usd)).toBe('$1.01');
    expect(formatPrice(2.675, usd)).toBe('$2.68');
    expect(formatPrice(10.994, usd)).toBe('$10.99');
    expect(formatPrice(10.995, usd)).toBe('$11.00');
    expect(formatPrice(-1.005, usd)).toBe('-$1.01');
  });

  it('places the sign after the amount with one space', () => {
    expect(formatPrice(12.5, eur)).toBe('12.50 €');
  });

  it('honours fractionDigits', () => {
    expect(formatPrice(3.14159, { ...usd, fractionDigits: 3 })).toBe('$3.142');
    expect(formatPrice(7.6, { ...usd, fractionDigits: 0 })).toBe('$8');
  });

  it('groups thousands per locale only when a locale is given', () => {
    expect(formatPrice(1234567.891, { ...usd, locale: 'en-US' })).toBe('$1,234,567.89');
    expect(formatPrice(1234.5, { ...eur, locale: 'de-DE' })).toBe('1.234,50 €');
    expect(formatPrice(-1234.5, { ...eur, locale: 'de-DE' })).toBe('-1.234,50 €');
  });

  it('applies explicit separators, with or without a locale', () => {
    expect(formatPrice(1234567.5, { ...usd, currencyGroup: ' ', currencyDecimal: ',' })).toBe('$1 234 567,50');
    expect(formatPrice(1234.5, { ...usd, locale: 'en-US', currencyGroup: "'" })).toBe("$1'234.50");
  });

  it("survives an invalid locale tag and VSF's jp-JP", () => {
    expect(formatPrice(1234.5, { ...usd, locale: 'not a locale!' })).toBe('$1234.50');
    expect(formatPrice(1234.5, { currencySign: '¥', locale: 'jp-JP' })).toBe('¥1,234.50');
  });

  it('gives an empty string for non-numeric input', () => {
    expect(formatPrice(Number.NaN, usd)).toBe('');
    expect(formatPrice('abc', usd)).toBe('');
    expect(formatPrice(Number.POSITIVE_INFINITY, usd)).toBe('');
  });

  it('omits the space when there is no sign', () => {
    expect(formatPrice(5, { currencySign: '', currencySignPlacement: 'append' })).toBe('5.00');
  });
});
