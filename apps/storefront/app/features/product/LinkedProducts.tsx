import { useTranslate } from '../../lib/i18n';
import { PricedLinks } from './PricedLinks';
import type { PricedLinkView } from './product-page-view';

/** docs/behaviour.md#screens: the product's up-sells and cross-sells. */
export function LinkedProducts({ rows }: { rows: readonly PricedLinkView[] }) {
  const t = useTranslate();
  if (rows.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="linked-products">
      <h2 id="linked-products">{t('We found other products you might like')}</h2>
      <PricedLinks rows={rows} className="linked-products" />
    </section>
  );
}
