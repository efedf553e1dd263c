import { describe, expect, it, vi } from 'vitest';
import { defaultBundleSelections } from './bundle-selections.js';
import { sprite } from './test-support/fixtures.js';
import { validateBundleOptions } from './validate-bundle-options.js';

const PRODUCT_ERROR = 'Please configure product bundle options and fix the validation errors';
const options = sprite().bundle_options;

describe('validateBundleOptions', () => {
  it('passes the default selections', () => {
    expect(validateBundleOptions(options, defaultBundleSelections(options))).toEqual({
      valid: true,
      fieldErrors: {},
      productError: undefined,
    });
  });

  it("answers 'Must be greater than 0.' for a required option without a selection or with qty 0", () => {
    const result = validateBundleOptions(options, {
      '1': { qty: 0, selectionId: '11' },
      '2': { qty: 1, selectionId: 'unknown' },
    });
    expect(result).toEqual({
      valid: false,
      fieldErrors: { '1': 'Must be greater than 0.', '2': 'Must be greater than 0.' },
      productError: PRODUCT_ERROR,
    });
  });

  it('allows qty 0 on an optional option but not a negative or non-numeric qty', () => {
    const base = { '1': { qty: 1, selectionId: '11' }, '2': { qty: '2', selectionId: '21' } };
    expect(validateBundleOptions(options, { ...base, '3': { qty: 0, selectionId: '31' } }).valid).toBe(true);
    expect(validateBundleOptions(options, { ...base, '3': { qty: -1, selectionId: '31' } }).fieldErrors).toEqual({
      '3': 'Must be greater than 0.',
    });
    expect(validateBundleOptions(options, { ...base, '4': { qty: 'two', selectionId: '41' } }).fieldErrors).toEqual({
      '4': 'Must be greater than 0.',
    });
  });

  it('only logs an unknown rule', () => {
    const logger = { warn: vi.fn() };
    const result = validateBundleOptions(options, defaultBundleSelections(options), {
      extraRules: () => ['unknownRule'],
      logger,
    });
    expect(result.valid).toBe(true);
    expect(logger.warn).toHaveBeenCalledTimes(4);
  });

  it('lets an extension replace a built-in rule', () => {
    const result = validateBundleOptions(options, {}, { rules: { required: () => undefined } });
    expect(result.valid).toBe(true);
  });
});
