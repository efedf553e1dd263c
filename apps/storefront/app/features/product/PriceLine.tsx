import { isKnownPrice } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import type { ShownPrice } from './shown-price';

/**
 * Spec point 2: the price, with the regular price struck through while a special price applies. A product whose price
 * is missing (0 in the export, nothing to take from children or selections) shows none rather than '$0.00'.
 */
export function PriceLine({ shown }: { shown: ShownPrice }) {
  const t = useTranslate();
  if (!isKnownPrice(shown.price)) return null;
  if (shown.originalText === undefined) return <p className="price product-price">{shown.text}</p>;
  return (
    <p className="price product-price">
      <span className="price-original">
        <span className="visually-hidden">{t('Regular price')} </span>
        {shown.originalText}
      </span>
      <span className="price-special">
        <span className="visually-hidden">{t('Special price')} </span>
        {shown.text}
      </span>
    </p>
  );
}
