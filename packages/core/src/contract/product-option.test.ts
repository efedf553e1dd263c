import { describe, expect, it } from 'vitest';
import { productOptionSchema } from './product-option.js';

const parse = (extension_attributes: unknown) =>
  productOptionSchema.parse({ extension_attributes }).extension_attributes;

describe('productOptionSchema', () => {
  it("reads VSF1's options keyed by option id as the list, an option without a value as not chosen", () => {
    expect(
      parse({
        custom_options: {
          '291': { option_id: 291, option_value: '2911' },
          '292': { option_id: 292, option_value: null },
          '293': { option_id: 293, option_value: '' },
          '294': null,
          '295': { option_id: 295 },
        },
      }).custom_options,
    ).toEqual([{ option_id: 291, option_value: '2911' }]);
  });

  it('takes the key as the option id when the entry names none, and reads keyed bundle options', () => {
    expect(parse({ custom_options: { '5': { option_value: 'Hi' } } }).custom_options).toEqual([
      { option_id: '5', option_value: 'Hi' },
    ]);
    expect(
      parse({
        bundle_options: {
          '7': { option_id: 7, option_qty: 1, option_selections: [71] },
          '8': { option_id: 8, option_qty: 1, option_selections: [null] },
        },
      }).bundle_options,
    ).toEqual([{ option_id: 7, option_qty: 1, option_selections: [71] }]);
  });

  it('keeps the list shape as it was, drops null entries, and reads null as no options', () => {
    const list = [{ option_id: '93', option_value: 52 }];
    expect(parse({ configurable_item_options: list }).configurable_item_options).toEqual(list);
    expect(parse({ custom_options: [null, { option_id: 1, option_value: null }] }).custom_options).toEqual([]);
    expect(parse({ custom_options: null }).custom_options).toBeUndefined();
  });

  it('still refuses what is no list of options, and more than the limit of them in either shape', () => {
    expect(productOptionSchema.safeParse({ extension_attributes: { custom_options: 'x' } }).success).toBe(false);
    const many = Object.fromEntries(
      Array.from({ length: 51 }, (_, i) => [String(i), { option_id: i, option_value: 'v' }]),
    );
    expect(productOptionSchema.safeParse({ extension_attributes: { custom_options: many } }).success).toBe(false);
    expect(
      productOptionSchema.safeParse({ extension_attributes: { custom_options: Object.values(many) } }).success,
    ).toBe(false);
  });
});
