import { isKnownPrice } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { Price } from '../../ui/Price';
import type { ShownPrice } from './shown-price';

/**
 * docs/behaviour.md#screens: the price, with the regular price struck through while a special price applies. A product whose price
 * is missing (0 in the export, nothing to take from children or selections) shows none rather than '$0.00'. The
 * booking tax the cart adds is named beside it (docs/behaviour.md#prices-and-taxes).
 */
export function PriceLine({ shown, taxRatePercent }: { shown: ShownPrice; taxRatePercent: number }) {
  const t = useTranslate();
  if (!isKnownPrice(shown.price)) return null;
  return (
    <>
      <p className="product-price">
        <Price
          value={shown.text}
          original={shown.originalText}
          labels={{ original: t('Regular price'), special: t('Special price') }}
        />
      </p>
      {/* The cart adds this tax as a row of its totals: said here, the price does not grow unannounced. */}
      {taxRatePercent > 0 && (
        <p className="product-price-tax">{t('excl. {rate}% tax', { rate: String(taxRatePercent) })}</p>
      )}
    </>
  );
}
