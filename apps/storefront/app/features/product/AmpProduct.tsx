import { formatPrice, isKnownPrice } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import type { ProductPageView } from './product-page-view';

/**
 * The AMP alternate (see docs/behaviour.md#catalogue-urls): no script at all, price times quantity (the quantity form reloads the page), and
 * for a configurable a link to the full page to choose a size.
 */
export function AmpProduct({ view, qty, productHref }: { view: ProductPageView; qty: number; productHref: string }) {
  const t = useTranslate();
  const money = view.settings.money;
  const { price, originalPrice } = view.shown;
  return (
    <article className="amp-product" data-sku={view.sku}>
      <link rel="canonical" href={view.canonicalUrl} />
      <h1>{view.name}</h1>
      <img
        src={view.imageUrl}
        alt={view.name}
        width={view.settings.gallery.width}
        height={view.settings.gallery.height}
      />
      {isKnownPrice(price) && (
        <>
          <p className="price">
            {originalPrice !== undefined && <s className="price-original">{formatPrice(originalPrice * qty, money)}</s>}
            <span className={originalPrice !== undefined ? 'price-special' : undefined}>
              {formatPrice(price * qty, money)}
            </span>
          </p>
          <p className="price-times-qty">{`${view.shown.text} × ${qty}`}</p>
          <form method="get" className="amp-qty">
            <label htmlFor="amp-qty">{t('Quantity')}</label>
            <input id="amp-qty" name="qty" type="number" min={1} step={1} defaultValue={qty} />
            <button type="submit">{t('Update')}</button>
          </form>
        </>
      )}
      {view.typeId === 'configurable' && (
        <p>
          <a href={productHref}>{t('Check available sizes')}</a>
        </p>
      )}
    </article>
  );
}
