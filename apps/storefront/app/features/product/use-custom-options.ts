import { useEffect, useState } from 'react';
import {
  customOptionsPrice,
  validateCustomOptions,
  type CustomOption,
  type PriceFormatOptions,
} from '@storefront/core';
import type { ProductFormBinding } from './product-form';
import { shownPrice, type ShownPrice } from './shown-price';

export type CustomOptionChoice = string | string[];

/**
 * docs/behaviour.md#prices-and-taxes, docs/behaviour.md#adding-to-cart for custom options: the price adds fixed amounts or a percentage of the regular price; a
 * required option left empty reads 'Field is required.' (shown once touched, or for all at add-to-cart) and makes
 * the product error.
 */
export function useCustomOptions(
  options: readonly CustomOption[],
  base: ShownPrice,
  money: PriceFormatOptions,
  binding: ProductFormBinding,
) {
  const [values, setValues] = useState<Readonly<Record<string, CustomOptionChoice>>>({});
  const [shown, setShown] = useState<ReadonlySet<string> | 'all'>(() => new Set());
  const validation = validateCustomOptions(options, values);
  const regular = base.originalPrice ?? base.price;
  const price = customOptionsPrice(base.price, regular, options, values);
  const originalPrice =
    base.originalPrice === undefined ? undefined : customOptionsPrice(base.originalPrice, regular, options, values);

  useEffect(
    () => binding.reportPrice(shownPrice({ price, ...(originalPrice !== undefined && { originalPrice }) }, money)),
    [binding, price, originalPrice, money],
  );
  useEffect(() => binding.reportChoices({ customOptions: values }), [binding, values]);
  useEffect(
    () =>
      binding.register('custom_options', () => {
        setShown('all');
        return validation.productError;
      }),
    [binding, validation.productError],
  );

  return {
    values,
    set(optionId: string, value: CustomOptionChoice) {
      setValues((current) => ({ ...current, [optionId]: value }));
      setShown((current) => (current === 'all' ? current : new Set(current).add(optionId)));
    },
    errorOf: (optionId: string) =>
      shown === 'all' || shown.has(optionId) ? validation.fieldErrors[optionId] : undefined,
  };
}
