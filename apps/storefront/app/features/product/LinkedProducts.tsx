import { PricedLinks } from './PricedLinks';
import type { PricedLinkView } from './product-page-view';
import { ProductSection } from './ProductSection';

/** docs/behaviour.md#screens: the product's up-sells and cross-sells. */
export function LinkedProducts({ rows }: { rows: readonly PricedLinkView[] }) {
  if (rows.length === 0) return null;
  return (
    <ProductSection id="linked-products" title="We found other products you might like">
      <PricedLinks rows={rows} className="linked-products" />
    </ProductSection>
  );
}
