import { useMemo, useRef, useState } from 'react';
import type { ProductOptionChoices } from '@storefront/core';
import type { ShownPrice } from './shown-price';

/**
 * How the option forms (custom options, bundle options) take part in the page without the page importing their rules:
 * each reports the price its choices give and registers its add-to-cart check, which shows the form's field messages
 * and returns its product error.
 */
export interface ProductFormBinding {
  register(key: string, check: () => string | undefined): () => void;
  reportPrice(price: ShownPrice): void;
  /** The form's current choices, for the cart line's `product_option`. */
  reportChoices(choices: ProductOptionChoices): void;
}

export function useProductForm() {
  const checks = useRef(new Map<string, () => string | undefined>());
  const [formPrice, setFormPrice] = useState<ShownPrice>();
  const choices = useRef<ProductOptionChoices>({});
  const binding = useMemo<ProductFormBinding>(
    () => ({
      register: (key, check) => {
        checks.current.set(key, check);
        return () => checks.current.delete(key);
      },
      reportPrice: setFormPrice,
      reportChoices: (reported) => {
        choices.current = { ...choices.current, ...reported };
      },
    }),
    [],
  );
  /** Runs every registered check; the product errors by concern (`custom_options`, `bundle_options`). */
  const runChecks = () => Object.fromEntries([...checks.current].map(([key, check]) => [key, check()]));
  return { binding, formPrice, runChecks, choices: () => choices.current };
}
