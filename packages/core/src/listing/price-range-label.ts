import type { CurrencySignPlacement } from '../config/locale-config-types.js';
import { formatPrice } from '../i18n/format-price.js';

export interface PriceLabelOptions {
  readonly currencySign: string;
  readonly currencySignPlacement?: CurrencySignPlacement;
  /** Gives the locale's grouping and decimal mark, as in formatPrice. */
  readonly locale?: string;
  /** docs/behaviour.md#category-page: '< ' and '> ' (config `products.priceFilters.firstRangePrefix` / `lastRangePrefix`). */
  readonly firstRangePrefix?: string;
  readonly lastRangePrefix?: string;
}

/** Range bounds are round numbers ('$50', not '$50.00'); a bound with cents keeps two decimals. */
export function formatPriceBound(amount: number, options: PriceLabelOptions): string {
  return formatPrice(amount, {
    currencySign: options.currencySign,
    currencySignPlacement: options.currencySignPlacement ?? 'prepend',
    fractionDigits: Number.isInteger(amount) ? 0 : 2,
    ...(options.locale ? { locale: options.locale } : {}),
  });
}

export type RangePosition = 'first' | 'middle' | 'last';

/**
 * '< $50' for the first range, '$50 - $100' between, '> $150' for the last (see docs/behaviour.md#constants-and-limits). An open bound wins over the
 * position, so a lone bucket such as {to: 50} still reads '< $50'.
 */
export function priceRangeLabel(
  range: { readonly from?: number | undefined; readonly to?: number | undefined },
  position: RangePosition,
  options: PriceLabelOptions,
): string {
  const first = options.firstRangePrefix ?? '< ';
  const last = options.lastRangePrefix ?? '> ';
  const { from, to } = range;
  if (to !== undefined && (from === undefined || position === 'first'))
    return `${first}${formatPriceBound(to, options)}`;
  if (from !== undefined && (to === undefined || position === 'last'))
    return `${last}${formatPriceBound(from, options)}`;
  if (from !== undefined && to !== undefined)
    return `${formatPriceBound(from, options)} - ${formatPriceBound(to, options)}`;
  return '';
}
