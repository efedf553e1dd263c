import type { CurrencySignPlacement } from '../config/locale-config-types.js';

export interface PriceFormatOptions {
  currencySign: string;
  /** 'prepend' (default): '$5.00', no space, VSF's '{sign}{amount}'. 'append': '5.00 €', one space. */
  currencySignPlacement?: CurrencySignPlacement;
  fractionDigits?: number;
  /** Gives the locale's grouping and decimal mark ('1,234.50', '1.234,50'); without it: no grouping, '.' mark. */
  locale?: string;
  /** Decimal mark override; '' (VSF's default) keeps the locale's. */
  currencyDecimal?: string;
  /** Thousands separator override; '' (VSF's default) keeps the locale's, which is none without a locale. */
  currencyGroup?: string;
}

// VSF's 'jp-JP' is not a real tag; Intl would quietly fall back to the runtime's locale, and that differs between the
// server and the browser.
const INTL_LOCALE_ALIASES: Readonly<Record<string, string>> = { 'jp-JP': 'ja-JP' };

function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits;
  // toPrecision(12) removes binary noise first, so 1.005 rounds to 1.01 as a person expects.
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

function groupThousands(integer: string, separator: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function formatWithLocale(amount: number, digits: number, options: PriceFormatOptions): string | undefined {
  if (!options.locale) return undefined;
  try {
    const formatter = new Intl.NumberFormat(INTL_LOCALE_ALIASES[options.locale] ?? options.locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      numberingSystem: 'latn',
    });
    return formatter
      .formatToParts(amount)
      .map((part) => {
        if (part.type === 'group') return options.currencyGroup || part.value;
        if (part.type === 'decimal') return options.currencyDecimal || part.value;
        return part.value;
      })
      .join('');
  } catch {
    // A malformed locale tag must not break a product page; the plain format below still shows the price.
    return undefined;
  }
}

function formatPlain(amount: number, digits: number, options: PriceFormatOptions): string {
  const [integer = '0', fraction] = amount.toFixed(digits).split('.');
  const grouped = options.currencyGroup ? groupThousands(integer, options.currencyGroup) : integer;
  return fraction === undefined ? grouped : `${grouped}${options.currencyDecimal || '.'}${fraction}`;
}

/**
 * docs/behaviour.md#constants-and-limits: fixed fraction digits (2 by default) and the minus sign before everything: '-$5.00', '-5.00 €'.
 * An amount that rounds to zero has no sign. Non-numeric input gives '' rather than 'NaN' on a page.
 */
export function formatPrice(value: number | string, options: PriceFormatOptions): string {
  const amount = typeof value === 'string' ? Number.parseFloat(value) : value;
  if (!Number.isFinite(amount)) return '';
  const digits = options.fractionDigits ?? 2;
  const rounded = roundTo(Math.abs(amount), digits);
  const body = formatWithLocale(rounded, digits, options) ?? formatPlain(rounded, digits, options);
  const sign = options.currencySign;
  let text = body;
  if (sign) text = options.currencySignPlacement === 'append' ? `${body} ${sign}` : `${sign}${body}`;
  return amount < 0 && rounded !== 0 ? `-${text}` : text;
}
