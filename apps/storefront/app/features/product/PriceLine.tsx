import { isKnownPrice } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { Price } from '../../ui/Price';
import type { ShownPrice } from './shown-price';

/**
 * docs/behaviour.md#screens: the price, with the regular price struck through while a special price applies. A product whose price
 * is missing (0 in the export, nothing to take from children or selections) shows none rather than '$0.00'.
 */
export function PriceLine({ shown }: { shown: ShownPrice }) {
  const t = useTranslate();
  if (!isKnownPrice(shown.price)) return null;
  return (
    <p className="product-price">
      <Price
        value={shown.text}
        original={shown.originalText}
        labels={{ original: t('Regular price'), special: t('Special price') }}
      />
    </p>
  );
}
