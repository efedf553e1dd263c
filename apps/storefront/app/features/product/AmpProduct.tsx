import { formatPrice, isKnownPrice, type TranslationParams } from '@storefront/core';
import type { ProductPageView } from './product-page-view';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      /** AMP's image: laid out by the runtime at its width and height; the `<noscript>` image without it. */
      'amp-img': {
        src: string;
        alt: string;
        width: number;
        height: number;
        layout: 'responsive' | 'fixed' | 'intrinsic';
        children?: React.ReactNode;
      };
    }
  }
}

export interface AmpProductProps {
  view: ProductPageView;
  qty: number;
  productHref: string;
  translate: (key: string, params?: TranslationParams) => string;
}

/**
 * The AMP alternate's content (see docs/behaviour.md#catalogue-urls): no script of the shop's, price times quantity
 * (links to one less and one more reload the page with `?qty=`), and for a configurable a link to the full page to
 * choose a size. The page around it is `ampDocument`'s.
 */
export function AmpProduct({ view, qty, productHref, translate: t }: AmpProductProps) {
  const money = view.settings.money;
  const { price, originalPrice } = view.shown;
  const { width, height } = view.settings.gallery;
  return (
    <article className="amp-product" data-sku={view.sku}>
      <h1>{view.name}</h1>
      <amp-img src={view.imageUrl} alt={view.name} width={width} height={height} layout="responsive">
        <noscript>
          <img src={view.imageUrl} alt={view.name} width={width} height={height} />
        </noscript>
      </amp-img>
      {isKnownPrice(price) && (
        <>
          <p className="price">
            {originalPrice !== undefined && <s className="price-original">{formatPrice(originalPrice * qty, money)}</s>}
            <span className={originalPrice !== undefined ? 'price-special' : undefined}>
              {formatPrice(price * qty, money)}
            </span>
          </p>
          <p className="price-times-qty">{`${view.shown.text} × ${qty}`}</p>
          <p className="amp-qty">
            <span>{`${t('Quantity')}: ${qty}`}</span>
            {qty > 1 && (
              <a href={`?qty=${qty - 1}`} aria-label={t('Decrease the quantity of {name}', { name: view.name })}>
                −
              </a>
            )}
            <a href={`?qty=${qty + 1}`} aria-label={t('Increase the quantity of {name}', { name: view.name })}>
              +
            </a>
          </p>
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
