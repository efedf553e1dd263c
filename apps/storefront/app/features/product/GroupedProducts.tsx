import { PricedLinks } from './PricedLinks';
import type { PricedLinkView } from './product-page-view';

/** docs/behaviour.md#screens: the products a grouped product is sold as, each with its price. */
export function GroupedProducts({ rows }: { rows: readonly PricedLinkView[] }) {
  return rows.length > 0 ? <PricedLinks rows={rows} className="grouped-products" /> : null;
}
