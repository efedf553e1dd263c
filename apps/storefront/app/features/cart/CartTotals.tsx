import { formatPrice, type TotalSegment } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { useShopSettings } from '../../lib/shop-settings';

/** The totals segments (the server's when it sent them, else the local ones). */
export function CartTotals({ segments }: { segments: readonly TotalSegment[] }) {
  const t = useTranslate();
  const shop = useShopSettings();
  return (
    <dl className="cart-totals" data-testid="cart-totals">
      {segments.map((segment) => (
        <div key={segment.code} className={`cart-total cart-total--${segment.code}`} data-code={segment.code}>
          <dt>{t(segment.title)}</dt>
          <dd>{formatPrice(segment.value, shop)}</dd>
        </div>
      ))}
    </dl>
  );
}
