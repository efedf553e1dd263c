import { describe, expect, it } from 'vitest';
import { customOptionsPrice } from './custom-options-price.js';
import { gearOptions } from './test-support/fixtures.js';

const options = gearOptions();

describe('customOptionsPrice', () => {
  it('is the base price when nothing priced is chosen', () => {
    expect(customOptionsPrice(80, 100, options, {})).toBe(80);
    expect(customOptionsPrice(80, 100, options, { '602': 6021, '603': 6031, '601': '  ' })).toBe(80);
  });

  it("adds a field's option-level fixed price once the field is filled", () => {
    expect(customOptionsPrice(80, 100, options, { '601': 'For Anna' })).toBe(85);
  });

  it('adds the fixed price of the chosen select value', () => {
    expect(customOptionsPrice(80, 100, options, { '602': 6022 })).toBe(83.5);
    expect(customOptionsPrice(80, 100, options, { '602': '6022' })).toBe(83.5);
  });

  it('adds a percentage of the ORIGINAL price for a drop_down and a radio', () => {
    expect(customOptionsPrice(80, 100, options, { '602': 6023 })).toBe(90);
    expect(customOptionsPrice(80, 100, options, { '603': 6032 })).toBe(88);
  });

  it('adds every checked checkbox value, as a list or a comma list', () => {
    // 6.99 + 4.5 + 5% of 100
    expect(customOptionsPrice(80, 100, options, { '604': [6041, 6042, 6043] })).toBe(96.49);
    expect(customOptionsPrice(80, 100, options, { '604': '6041,6043' })).toBe(91.99);
  });

  it('combines all types and rounds to 2 decimals', () => {
    const values = { '601': 'Hi', '602': 6023, '603': 6032, '604': [6042] };
    // 33.33 + 5 + 10% × 33.33 + 8% × 33.33 + 4.5 = 48.8294
    expect(customOptionsPrice(33.33, 33.33, options, values)).toBe(48.83);
  });

  it('ignores values the option does not have, and options without values', () => {
    expect(customOptionsPrice(80, 100, options, { '602': 9999, '999': 'x' })).toBe(80);
    expect(customOptionsPrice(80, 100, undefined, { '601': 'x' })).toBe(80);
  });
});
