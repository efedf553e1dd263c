import { formatPrice, totalsInDisplayOrder, type TotalSegment } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useShopSettings } from '../../lib/shop-settings';
import type { CartPageView } from './cart-page-view';
import './cart-totals.css';

/** One totals row with its amount already formatted (the server's views format on the server). */
export type TotalsRow = CartPageView['segments'][number];

/**
 * The one totals list of the shop: the microcart, the cart page, the checkout's summary and review, and an order's
 * page all show their segments with it, in the same order (core `totalsInDisplayOrder`) and the same layout.
 */
export function CartPageTotals({ segments }: { segments: readonly TotalsRow[] }) {
  const t = useTranslate();
  if (segments.length === 0) return null;
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      {totalsInDisplayOrder(segments).map((segment) => (
        <div key={segment.code} className={`cart-total cart-total--${segment.code}`} data-code={segment.code}>
          <dt>{t(segment.title)}</dt>
          <dd>{segment.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The browser cart's segments (the server's when it sent them, else the local ones), formatted for the list. */
export function CartTotals({ segments }: { segments: readonly TotalSegment[] }) {
  const shop = useShopSettings();
  return (
    <CartPageTotals segments={segments.map((segment) => ({ ...segment, value: formatPrice(segment.value, shop) }))} />
  );
}
