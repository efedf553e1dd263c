import { countryName } from '../address/countries.js';
import type { HistoryOrder, HistoryOrderAddress } from './order-history.js';

/** One row of an order's totals: the code, an English title (a translation key) and the amount. */
export interface OrderTotalRow {
  code: 'subtotal' | 'shipping' | 'discount' | 'tax' | 'grand_total';
  title: string;
  value: number;
}

const amount = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The totals of a placed order as the cart shows its own (docs/behaviour.md#order-details): subtotal and shipping before
 * tax, the discount (0 when none; Magento keeps it negative), the tax, the grand total. A line of its own for each, so
 * the shopper sees what made the total.
 */
export function orderTotalRows(order: HistoryOrder): OrderTotalRow[] {
  const discount = amount(order.discount_amount);
  return [
    { code: 'subtotal', title: 'Subtotal', value: amount(order.subtotal) },
    { code: 'shipping', title: 'Shipping', value: amount(order.shipping_amount) },
    { code: 'discount', title: 'Discount', value: discount === 0 ? 0 : -Math.abs(discount) },
    { code: 'tax', title: 'Tax', value: amount(order.tax_amount) },
    { code: 'grand_total', title: 'Grand Total', value: amount(order.grand_total) },
  ];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * An order address as lines to print: name, company, street, 'City, Region Postcode', country, phone. Empty parts
 * leave no empty line; no address is no lines.
 */
export function orderAddressLines(address: HistoryOrderAddress | null | undefined): string[] {
  if (!address) return [];
  const name = [text(address.firstname), text(address.lastname)].filter(Boolean).join(' ');
  const street = (Array.isArray(address.street) ? address.street : []).map(text).filter(Boolean).join(', ');
  const region = text(address.region_code) || text(address.region);
  const place = [text(address.city), [region, text(address.postcode)].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  const country = text(address.country_id);
  return [
    name,
    text(address.company),
    street,
    place,
    country && (countryName(country) ?? country),
    text(address.telephone),
  ].filter(Boolean);
}

/** The address an order ships to (Magento keeps it in the first shipping assignment); none for a virtual order. */
export function orderShippingAddress(order: HistoryOrder): HistoryOrderAddress | undefined {
  return order.extension_attributes?.shipping_assignments?.[0]?.shipping?.address ?? undefined;
}

/** The shipping method's title ('DPD Courier'), else Magento's description; none when nothing was shipped. */
export function orderShippingMethod(order: HistoryOrder): string | undefined {
  return text(order.shipping_method_title) || text(order.shipping_description) || undefined;
}

/** The payment method's title (Magento's `payment.additional_information[0]`), else its code. */
export function orderPaymentMethod(order: HistoryOrder): string | undefined {
  return text(order.payment?.additional_information?.[0]) || text(order.payment?.method) || undefined;
}
