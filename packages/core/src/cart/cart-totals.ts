import type { PaymentMethodConfig, ShippingMethodConfig } from '../config/commerce-config-types.js';
import type { MessageKey } from '../i18n/message-key.js';
import { roundPrice } from '../pricing/round-price.js';
import type { CartItem } from './cart-item.js';
import { shippingPriceFor } from './shipping-methods.js';

type ShippingOfTotals = Pick<ShippingMethodConfig, 'method_title' | 'price_incl_tax' | 'free_shipping_threshold'>;

/** One totals segment as the microcart shows it (the Magento `total_segments` entry shape). */
export interface TotalSegment {
  code: string;
  /** An i18n key (or a method's configured title), translated where it is shown. */
  title: string;
  value: number;
}

export const TOTALS_TITLES = {
  subtotalInclTax: 'Subtotal incl. tax',
  grandTotal: 'Grand total',
} as const satisfies Record<string, MessageKey>;

/**
 * The segments computed in the browser when the server's are not available (offline, or totals sync off): the
 * subtotal of the lines' booking prices incl. tax, the grand total, and the chosen payment and shipping methods.
 * Unlike VSF, which added the shipping price once per line and left the payment cost out of the grand total, the
 * grand total here is subtotal + shipping + payment, each once: what the shopper will be charged. The shipping is
 * free once the subtotal reaches the method's threshold, as on the server (`shippingPriceFor`).
 */
export function localTotalSegments(
  items: readonly CartItem[],
  shipping?: ShippingOfTotals | null,
  payment?: Pick<PaymentMethodConfig, 'title' | 'costInclTax'> | null,
): TotalSegment[] {
  const subtotal = roundPrice(items.reduce((sum, item) => sum + item.qty * item.priceInclTax, 0));
  const shippingValue = shipping
    ? roundPrice(shippingPriceFor({ amount: 0, ...shipping }, subtotal).price_incl_tax)
    : 0;
  const paymentValue = payment ? roundPrice(payment.costInclTax) : 0;
  const segments: TotalSegment[] = [
    { code: 'subtotal_incl_tax', title: TOTALS_TITLES.subtotalInclTax, value: subtotal },
    {
      code: 'grand_total',
      title: TOTALS_TITLES.grandTotal,
      value: roundPrice(subtotal + shippingValue + paymentValue),
    },
  ];
  if (payment) segments.push({ code: 'payment', title: payment.title, value: paymentValue });
  if (shipping) segments.push({ code: 'shipping', title: shipping.method_title, value: shippingValue });
  return segments;
}

/**
 * The segments to show: the server's when it sent any (they carry discounts and the real tax), else the local ones.
 * An empty server list counts as none: an empty segment list would show no total at all.
 */
export function totalSegmentsToShow(
  serverSegments: readonly TotalSegment[] | null | undefined,
  items: readonly CartItem[],
  shipping?: ShippingOfTotals | null,
  payment?: Pick<PaymentMethodConfig, 'title' | 'costInclTax'> | null,
): TotalSegment[] {
  if (serverSegments && serverSegments.length > 0) return [...serverSegments];
  return localTotalSegments(items, shipping, payment);
}

/** Where each segment stands: what is bought, what comes off, what is added, then what is paid. */
const SEGMENT_RANK: Record<string, number> = {
  subtotal: 0,
  subtotal_incl_tax: 0,
  discount: 1,
  shipping: 2,
  payment: 3,
  tax: 4,
  grand_total: 9,
};

/**
 * The segments in the one order every totals list shows them, whichever source they came from: the server's
 * (subtotal, shipping, discount, tax, grand total) and the local ones (whose grand total comes before the methods)
 * read alike, and the grand total is always last. Unknown segments keep their order, before the tax.
 */
export function totalsInDisplayOrder<T extends { code: string }>(segments: readonly T[]): T[] {
  const rank = (segment: T) => SEGMENT_RANK[segment.code] ?? 3.5;
  return segments
    .map((segment, index) => ({ segment, index }))
    .sort((a, b) => rank(a.segment) - rank(b.segment) || a.index - b.index)
    .map(({ segment }) => segment);
}
