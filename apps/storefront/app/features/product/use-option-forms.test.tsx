// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CustomOption, ProductDocument } from '@storefront/core';
import type { ProductFormBinding } from './product-form';
import { settings } from './test-fixtures';
import { useBundleOptions } from './use-bundle-options';
import { useCustomOptions } from './use-custom-options';

function binding() {
  const checks = new Map<string, () => string | undefined>();
  const value: ProductFormBinding = {
    register: vi.fn((key: string, check: () => string | undefined) => {
      checks.set(key, check);
      return () => checks.delete(key);
    }),
    reportPrice: vi.fn(),
    reportChoices: vi.fn(),
  };
  return { value, check: (key: string) => checks.get(key)!() };
}

const customOptions: CustomOption[] = [
  { option_id: 1, title: 'Recipient name', type: 'field', is_require: true, price: 0, price_type: 'fixed' },
  {
    option_id: 2,
    title: 'Extended warranty',
    type: 'radio',
    is_require: false,
    values: [
      { option_type_id: 21, title: '1 extra year', price: 10, price_type: 'percent' },
      { option_type_id: 22, title: 'Gift box', price: 3.5, price_type: 'fixed' },
    ],
  },
];

describe('useCustomOptions', () => {
  it('adds a percentage of the regular price, and a fixed amount', () => {
    const form = binding();
    // A special price of 80 on a regular price of 100: the percentage follows the regular price.
    const base = { price: 80, text: '$80.00', originalPrice: 100, originalText: '$100.00' };
    const { result } = renderHook(() => useCustomOptions(customOptions, base, settings.money, form.value));
    act(() => result.current.set('2', '21'));
    expect(form.value.reportPrice).toHaveBeenLastCalledWith({
      price: 90,
      text: '$90.00',
      originalPrice: 110,
      originalText: '$110.00',
    });
    act(() => result.current.set('2', '22'));
    expect(form.value.reportPrice).toHaveBeenLastCalledWith(expect.objectContaining({ price: 83.5 }));
  });

  it('shows "Field is required." once touched, or for every option at add-to-cart', () => {
    const form = binding();
    const base = { price: 20, text: '$20.00' };
    const { result } = renderHook(() => useCustomOptions(customOptions, base, settings.money, form.value));
    expect(result.current.errorOf('1')).toBeUndefined();
    let productError: string | undefined;
    act(() => {
      productError = form.check('custom_options');
    });
    expect(productError).toBe('Please configure product custom options and fix the validation errors');
    expect(result.current.errorOf('1')).toBe('Field is required.');
    act(() => result.current.set('1', 'Ada'));
    expect(result.current.errorOf('1')).toBeUndefined();
    expect(form.check('custom_options')).toBeUndefined();
  });
});

const member = (sku: string, price: number): ProductDocument => ({
  id: price,
  sku,
  name: sku,
  type_id: 'simple',
  price,
  price_incl_tax: price,
});

const bundle: ProductDocument = {
  id: 7,
  sku: 'BK01',
  name: 'Kit',
  type_id: 'bundle',
  bundle_options: [
    {
      option_id: 71,
      title: 'Mat',
      required: true,
      product_links: [
        { id: '711', sku: 'MAT-A', qty: 1, is_default: true, product: member('MAT-A', 20) },
        { id: '712', sku: 'MAT-B', qty: 1, is_default: false, product: member('MAT-B', 35) },
      ],
    },
    {
      option_id: 72,
      title: 'Bottle',
      required: false,
      product_links: [{ id: '721', sku: 'BOT', qty: 1, is_default: false, product: member('BOT', 10) }],
    },
  ],
};

describe('useBundleOptions', () => {
  it('starts from the defaults and reprices a new selection', () => {
    const form = binding();
    const { result } = renderHook(() => useBundleOptions(bundle, new Date(0), settings.money, form.value));
    expect(result.current.selections).toEqual({ '71': { qty: 1, selectionId: '711' } });
    act(() => result.current.change('71', { selectionId: '712' }));
    expect(form.value.reportPrice).toHaveBeenLastCalledWith({ price: 35, text: '$35.00' });
    act(() => result.current.change('72', { selectionId: '721', qty: '2' }));
    expect(form.value.reportPrice).toHaveBeenLastCalledWith({ price: 55, text: '$55.00' });
  });

  it('keeps the last price when a change would make it 0, and needs a quantity above 0 on a required option', () => {
    const form = binding();
    const { result } = renderHook(() => useBundleOptions(bundle, new Date(0), settings.money, form.value));
    act(() => result.current.change('71', { qty: '0' }));
    expect(form.value.reportPrice).toHaveBeenLastCalledWith({ price: 20, text: '$20.00' });
    expect(result.current.fieldErrors).toEqual({ '71': 'Must be greater than 0.' });
    expect(form.check('bundle_options')).toBe('Please configure product bundle options and fix the validation errors');
  });
});
