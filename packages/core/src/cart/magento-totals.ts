import type { ShippingMethodConfig } from '../config/commerce-config-types.js';
import { roundPrice } from '../pricing/round-price.js';
import { bookingPriceInclTax } from './cart-line.js';
import { couponDiscount, type CouponTerms } from './coupon-discount.js';
import { shippingPriceFor } from './shipping-methods.js';

/** One cart line as the totals need it. */
export interface TotalsLine {
  item_id: number;
  name: string;
  qty: number;
  /** Unit price before the booking tax. */
  price: number;
  /** What the line names: chosen options, the booking period and mode. */
  options: ReadonlyArray<{ label: string; value: string }>;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  bookingTaxRatePercent: number;
  currency: string;
  /** The chosen shipping method, once the shopper gave an address; none before (VSF's `getTotals`). */
  shipping?: Pick<
    ShippingMethodConfig,
    'method_title' | 'amount' | 'price_incl_tax' | 'free_shipping_threshold'
  > | null;
  coupon?: CouponTerms | null;
}

export interface MagentoTotalsItem {
  item_id: number;
  price: number;
  base_price: number;
  qty: number;
  row_total: number;
  base_row_total: number;
  row_total_with_discount: number;
  tax_amount: number;
  base_tax_amount: number;
  tax_percent: number;
  discount_amount: number;
  base_discount_amount: number;
  discount_percent: number;
  price_incl_tax: number;
  base_price_incl_tax: number;
  row_total_incl_tax: number;
  base_row_total_incl_tax: number;
  /** JSON string of `[{label, value}]`: VSF's frontend parses it. */
  options: string;
  weee_tax_applied_amount: number | null;
  weee_tax_applied: string | null;
  name: string;
}

export interface MagentoTotalSegment {
  code: string;
  title: string;
  value: number;
  area?: string;
}

/** Magento's TotalsInterface (see docs/api.md#cart), as `/api/cart/totals` answers it. */
export interface MagentoTotals {
  grand_total: number;
  base_grand_total: number;
  subtotal: number;
  base_subtotal: number;
  discount_amount: number;
  base_discount_amount: number;
  subtotal_with_discount: number;
  base_subtotal_with_discount: number;
  shipping_amount: number;
  base_shipping_amount: number;
  shipping_discount_amount: number;
  base_shipping_discount_amount: number;
  tax_amount: number;
  base_tax_amount: number;
  weee_tax_applied_amount: number | null;
  shipping_tax_amount: number;
  base_shipping_tax_amount: number;
  subtotal_incl_tax: number;
  base_subtotal_incl_tax: number;
  shipping_incl_tax: number;
  base_shipping_incl_tax: number;
  base_currency_code: string;
  quote_currency_code: string;
  coupon_code?: string;
  items_qty: number;
  items: MagentoTotalsItem[];
  total_segments: MagentoTotalSegment[];
}

/**
 * The server's totals. Each line's unit price incl. tax is core's `bookingPriceInclTax` and the subtotal incl. tax
 * sums qty × that unit price, exactly as `localTotalSegments` does, so the browser's fallback and the server agree to
 * the cent; the grand total is that subtotal plus shipping incl. tax, minus the coupon's discount (taken from the
 * subtotal incl. tax, see `couponDiscount`). The shipping is free once the goods reach the method's threshold
 * (`shippingPriceFor`, on the subtotal incl. tax less the discount). The tax segment is what the booking tax and the
 * shipping add.
 */
export function magentoTotals({
  lines,
  bookingTaxRatePercent,
  currency,
  shipping,
  coupon,
}: TotalsInput): MagentoTotals {
  const items = lines.map((line): MagentoTotalsItem => {
    const priceInclTax = bookingPriceInclTax(line.price, bookingTaxRatePercent);
    const rowTotal = roundPrice(line.qty * line.price);
    const rowInclTax = roundPrice(line.qty * priceInclTax);
    const tax = roundPrice(rowInclTax - rowTotal);
    return {
      item_id: line.item_id,
      price: line.price,
      base_price: line.price,
      qty: line.qty,
      row_total: rowTotal,
      base_row_total: rowTotal,
      row_total_with_discount: 0,
      tax_amount: tax,
      base_tax_amount: tax,
      tax_percent: bookingTaxRatePercent,
      discount_amount: 0,
      base_discount_amount: 0,
      discount_percent: 0,
      price_incl_tax: priceInclTax,
      base_price_incl_tax: priceInclTax,
      row_total_incl_tax: rowInclTax,
      base_row_total_incl_tax: rowInclTax,
      options: JSON.stringify(line.options),
      weee_tax_applied_amount: null,
      weee_tax_applied: null,
      name: line.name,
    };
  });
  const subtotal = roundPrice(items.reduce((sum, item) => sum + item.row_total, 0));
  const subtotalInclTax = roundPrice(items.reduce((sum, item) => sum + item.row_total_incl_tax, 0));
  const discount = coupon ? couponDiscount(coupon, subtotalInclTax) : 0;
  spreadDiscount(items, discount, subtotalInclTax);
  const charged = shipping ? shippingPriceFor(shipping, subtotalInclTax - discount) : null;
  const shippingAmount = charged ? roundPrice(charged.amount) : 0;
  const shippingInclTax = charged ? roundPrice(charged.price_incl_tax) : 0;
  const shippingTax = roundPrice(shippingInclTax - shippingAmount);
  const tax = roundPrice(subtotalInclTax - subtotal + shippingTax);
  const grandTotal = roundPrice(subtotalInclTax + shippingInclTax - discount);
  // Magento shows a discount as a negative amount; no discount is 0, not -0.
  const negativeDiscount = discount === 0 ? 0 : -discount;
  const segments: MagentoTotalSegment[] = [{ code: 'subtotal', title: 'Subtotal', value: subtotal }];
  if (shipping)
    segments.push({ code: 'shipping', title: `Shipping & Handling (${shipping.method_title})`, value: shippingAmount });
  if (coupon) segments.push({ code: 'discount', title: `Discount (${coupon.code})`, value: negativeDiscount });
  segments.push({ code: 'tax', title: 'Tax', value: tax, area: 'taxes' });
  segments.push({ code: 'grand_total', title: 'Grand Total', value: grandTotal, area: 'footer' });
  return {
    grand_total: grandTotal,
    base_grand_total: grandTotal,
    subtotal,
    base_subtotal: subtotal,
    discount_amount: negativeDiscount,
    base_discount_amount: negativeDiscount,
    subtotal_with_discount: roundPrice(subtotal - discount),
    base_subtotal_with_discount: roundPrice(subtotal - discount),
    shipping_amount: shippingAmount,
    base_shipping_amount: shippingAmount,
    shipping_discount_amount: 0,
    base_shipping_discount_amount: 0,
    tax_amount: tax,
    base_tax_amount: tax,
    weee_tax_applied_amount: null,
    shipping_tax_amount: shippingTax,
    base_shipping_tax_amount: shippingTax,
    subtotal_incl_tax: subtotalInclTax,
    base_subtotal_incl_tax: subtotalInclTax,
    shipping_incl_tax: shippingInclTax,
    base_shipping_incl_tax: shippingInclTax,
    base_currency_code: currency,
    quote_currency_code: currency,
    ...(coupon && { coupon_code: coupon.code }),
    items_qty: items.reduce((sum, item) => sum + item.qty, 0),
    items,
    total_segments: segments,
  };
}

/** Shares the cart's discount out over its lines by their totals incl. tax; the last line takes the rounding rest. */
function spreadDiscount(items: MagentoTotalsItem[], discount: number, subtotalInclTax: number): void {
  let left = discount;
  items.forEach((item, index) => {
    const share =
      index === items.length - 1 ? left : roundPrice((discount * item.row_total_incl_tax) / subtotalInclTax || 0);
    left = roundPrice(left - share);
    item.discount_amount = share;
    item.base_discount_amount = share;
    item.discount_percent = item.row_total_incl_tax > 0 ? roundPrice((share / item.row_total_incl_tax) * 100) : 0;
    item.row_total_with_discount = roundPrice(item.row_total - share);
  });
}
