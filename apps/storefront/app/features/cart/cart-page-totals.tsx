import { useTranslate } from '../../lib/i18n';
import type { CartPageView } from './cart-page-view';

/** The server's totals segments, as the microcart shows them. */
export function CartPageTotals({ segments }: { segments: CartPageView['segments'] }) {
  const t = useTranslate();
  if (segments.length === 0) return null;
  return (
    <dl className="cart-totals">
      {segments.map((segment) => (
        <div key={segment.code} className={`cart-total cart-total-${segment.code}`}>
          <dt>{t(segment.title)}</dt>
          <dd>{segment.value}</dd>
        </div>
      ))}
    </dl>
  );
}
