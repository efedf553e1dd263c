import { describe, expect, it, vi } from 'vitest';
import { gearOptions } from './test-support/fixtures.js';
import { validateCustomOptions } from './validate-custom-options.js';

const PRODUCT_ERROR = 'Please configure product custom options and fix the validation errors';
const options = gearOptions();

describe('validateCustomOptions', () => {
  it('passes when every required option has a value', () => {
    expect(validateCustomOptions(options, { '603': 6031 })).toEqual({
      valid: true,
      fieldErrors: {},
      productError: undefined,
    });
  });

  it("answers 'Field is required.' for an empty, null, false or 0 required value", () => {
    for (const value of [undefined, '', null, false, 0, [], 9999]) {
      expect(validateCustomOptions(options, { '603': value as never })).toEqual({
        valid: false,
        fieldErrors: { '603': 'Field is required.' },
        productError: PRODUCT_ERROR,
      });
    }
  });

  it('requires text in a required field and at least one value of a required checkbox', () => {
    const required = [
      { option_id: 1, title: 'Name', type: 'field', is_require: '1' },
      {
        option_id: 2,
        title: 'Extras',
        type: 'checkbox',
        is_require: true,
        values: [{ option_type_id: 21, title: 'A', price: 1, price_type: 'fixed' }],
      },
    ];
    expect(validateCustomOptions(required, { '1': '   ', '2': [] }).fieldErrors).toEqual({
      '1': 'Field is required.',
      '2': 'Field is required.',
    });
    expect(validateCustomOptions(required, { '1': 'Anna', '2': [21] }).valid).toBe(true);
  });

  it('leaves optional options alone', () => {
    expect(validateCustomOptions(options, { '603': 6031, '601': '', '602': null }).valid).toBe(true);
  });

  it('runs extension rules, and only logs an unknown one', () => {
    const logger = { warn: vi.fn() };
    const result = validateCustomOptions(
      options,
      { '603': 6031, '601': 'too long text' },
      {
        rules: { short: (value) => ((value as { input: string }).input.length > 5 ? 'Too long' : undefined) },
        extraRules: (option) => (option.option_id === 601 ? ['short'] : option.option_id === 602 ? ['missing'] : []),
        logger,
      },
    );
    expect(result).toEqual({ valid: false, fieldErrors: { '601': 'Too long' }, productError: PRODUCT_ERROR });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('accepts a product without custom options', () => {
    expect(validateCustomOptions(undefined, {}).valid).toBe(true);
  });
});
