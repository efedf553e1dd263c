import { bookingLabels, formatPrice, productImageUrl, roundPrice, type CartItem } from '@storefront/core';
import { bookingPeriodView, type BookingPeriodView } from './booking-period-view';
import type { ShopSettings } from '../../lib/shop-settings';

export interface CartLineView {
  key: string;
  name: string;
  imageUrl: string;
  /** 'Color: Green', 'Engraving: Hi'… from the server's line totals; empty before they arrive. */
  options: string[];
  /** The booking period on the spot's clock and how long it is held, or undefined for a plain product. */
  period?: BookingPeriodView;
  /**
   * The line's total before tax, formatted: the product page's price times the quantity. The booking tax is one row
   * of the totals (docs/behaviour.md#prices-and-taxes), so the price never grows between the product and the cart.
   */
  rowTotal: string;
  qty: number;
  info: string[];
  errors: string[];
}

/** The option labels of Magento's line totals: a JSON string of `[{label, value}]`. */
export function optionLabels(options: string | undefined): string[] {
  if (!options) return [];
  try {
    const parsed = JSON.parse(options) as unknown;
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((option: { label?: unknown; value?: unknown }) =>
      typeof option?.label === 'string' &&
      !BOOKING_LABELS.has(option.label) &&
      option.value !== undefined &&
      option.value !== null
        ? [`${option.label}: ${String(option.value)}`]
        : [],
    );
  } catch {
    return [];
  }
}

// The totals name a booking's period in raw ISO instants: the line says it once, on the spot's clock, instead.
const BOOKING_LABELS = new Set(bookingLabels({ book_from: 'from', book_to: 'to' }).map((label) => label.label));

/** One identity per booking: the same sku for two periods is two lines. */
export function cartLineKey(line: CartItem): string {
  return [line.sku, line.is_monthly ? 'm' : 'h', line.book_from ?? '', line.book_to ?? ''].join('|');
}

const messages = (record: Record<string, unknown> | undefined) =>
  Object.values(record ?? {}).filter((message): message is string => typeof message === 'string' && message !== '');

/** A cart line as the microcart shows it. */
export function toCartLineView(
  line: CartItem,
  shop: Pick<ShopSettings, 'currencySign' | 'currencySignPlacement' | 'fractionDigits' | 'thumbnail' | 'imagesBaseUrl'>,
  clock: { timeZone: string; locale: string; now: number },
  options?: string,
): CartLineView {
  const period = bookingPeriodView(line, clock.timeZone, clock.locale, clock.now);
  return {
    key: cartLineKey(line),
    name: line.name,
    imageUrl: productImageUrl(line.image, shop.thumbnail, { baseUrl: shop.imagesBaseUrl }),
    options: optionLabels(options),
    ...(period && { period }),
    rowTotal: formatPrice(roundPrice(line.price * line.qty), shop),
    qty: line.qty,
    info: messages(line.info),
    errors: messages(line.errors),
  };
}
