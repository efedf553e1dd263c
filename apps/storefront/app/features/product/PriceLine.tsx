import { useTranslate } from '../../lib/i18n';
import type { ShownPrice } from './shown-price';

/** Spec point 2: the price, with the regular price struck through while a special price applies. */
export function PriceLine({ shown }: { shown: ShownPrice }) {
  const t = useTranslate();
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
