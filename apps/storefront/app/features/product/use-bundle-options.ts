import { useEffect, useRef, useState } from 'react';
import {
  bundlePrice,
  DEFAULT_BUNDLE_QTY,
  defaultBundleSelections,
  recomputeBundlePrice,
  validateBundleOptions,
  type BundleOptionSelection,
  type BundleSelections,
  type PriceFormatOptions,
  type PricePair,
  type ProductDocument,
} from '@storefront/core';
import type { ProductFormBinding } from './product-form';
import { shownPrice } from './shown-price';

/**
 * docs/behaviour.md#prices-and-taxes, docs/behaviour.md#validation-messages for bundles: the default selections at their qty (default 1); a change reprices the bundle,
 * only when the new total is above 0; a required option needs a quantity above 0 ('Must be greater than 0.').
 */
export function useBundleOptions(
  product: ProductDocument,
  now: Date,
  money: PriceFormatOptions,
  binding: ProductFormBinding,
) {
  const [selections, setSelections] = useState<BundleSelections>(() => defaultBundleSelections(product.bundle_options));
  const shown = useRef<PricePair | undefined>(undefined);
  const validation = validateBundleOptions(product.bundle_options, selections);

  useEffect(() => binding.reportChoices({ bundleSelections: selections }), [binding, selections]);
  useEffect(
    () => binding.register('bundle_options', () => validation.productError),
    [binding, validation.productError],
  );

  const change = (optionId: string, patch: Partial<BundleOptionSelection>) => {
    const current = selections[optionId] ?? { qty: DEFAULT_BUNDLE_QTY, selectionId: null };
    const next = { ...selections, [optionId]: { ...current, ...patch } };
    setSelections(next);
    const previous = shown.current ?? bundlePrice(product, undefined, { now });
    shown.current = recomputeBundlePrice(previous, bundlePrice(product, next, { now }));
    binding.reportPrice(shownPrice({ price: shown.current.priceInclTax }, money));
  };

  return { selections, fieldErrors: validation.fieldErrors, change };
}
