import type { CatalogSource } from '@storefront/core';
import { childrenOf } from './find-products-by-sku.js';

type Amount = number | null;

export interface PriceSet {
  final_price: number;
  max_price: number;
  max_regular_price: number;
  minimal_regular_price: number;
  special_price: Amount;
  minimal_price: number;
  regular_price: number;
}

export type FormattedPrices = { [K in keyof PriceSet]: string | null };

/** One item of Magento's `products-render-info`, as vue-storefront-api relayed it (see docs/api.md#product-render-list). */
export interface RenderInfoItem {
  id: number;
  name: string;
  type: string;
  url: string;
  /** Magento's ProductRenderInterface types this as a string: "1" or "". */
  is_salable: '1' | '';
  store_id: number;
  currency_code: string;
  price_info: PriceSet & {
    formatted_prices: FormattedPrices;
    extension_attributes: {
      tax_adjustments: PriceSet & { formatted_prices: FormattedPrices };
      weee_attributes: [];
      weee_adjustment: string;
    };
  };
  sgn: string;
}

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Status 2 and above is disabled (see docs/behaviour.md#constants-and-limits); imported dumps may spell it as a string. */
const isEnabled = (product: CatalogSource) => !(Number(product.status) >= 2);

function isInStock(product: CatalogSource, fallback?: CatalogSource): boolean {
  const stock = product.stock ?? fallback?.stock;
  return !(typeof stock === 'object' && stock !== null && (stock as { is_in_stock?: unknown }).is_in_stock === false);
}

/**
 * Magento's price_info from a product already priced by the catalogue's tax processor: the top-level amounts are
 * gross (what the shopper pays, `*_incl_tax`), `tax_adjustments` the same amounts net. The VSF frontend copies
 * `final_price` into `priceInclTax` and `tax_adjustments.final_price` into `price`.
 */
function priceSet(product: CatalogSource, gross: boolean): PriceSet {
  const pick = (source: CatalogSource, field: string) => amount(source[gross ? `${field}_incl_tax` : field]);
  const final = pick(product, 'price');
  const regular = pick(product, 'original_price');
  // A configurable's range spans its buyable children (disabled or unpriced ones cannot be bought); anything else
  // has its own single price.
  const range = childrenOf(product).filter((child) => isEnabled(child) && amount(child.price) > 0);
  const finals = range.length ? range.map((child) => pick(child, 'price')) : [final];
  const regulars = range.length ? range.map((child) => pick(child, 'original_price')) : [regular];
  return {
    final_price: final,
    max_price: Math.max(...finals),
    max_regular_price: Math.max(...regulars),
    minimal_regular_price: Math.min(...regulars),
    // The catalogue writes 0 for "no special price"; Magento says null.
    special_price: amount(product.special_price) > 0 ? pick(product, 'special_price') : null,
    minimal_price: Math.min(...finals),
    regular_price: regular,
  };
}

/** Magento's HTML price markup; the amounts are ours and the currency code is checked, so it carries no user text. */
function formatPrices(prices: PriceSet, currency: string): FormattedPrices {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const html = (value: Amount) => (value === null ? null : `<span class="price">${format.format(value)}</span>`);
  return {
    final_price: html(prices.final_price),
    max_price: html(prices.max_price),
    max_regular_price: html(prices.max_regular_price),
    minimal_regular_price: html(prices.minimal_regular_price),
    special_price: html(prices.special_price),
    minimal_price: html(prices.minimal_price),
    regular_price: html(prices.regular_price),
  };
}

export interface RenderInfoOptions {
  storeId: number;
  currencyCode: string;
  sgn: string;
  /** The configurable parent when `product` is one of its children: the child falls back to its stock. */
  parent?: CatalogSource | undefined;
}

export function toRenderInfo(product: CatalogSource, options: RenderInfoOptions): RenderInfoItem {
  const gross = priceSet(product, true);
  const net = priceSet(product, false);
  const formatted = formatPrices(gross, options.currencyCode);
  const salable =
    isEnabled(product) &&
    (!options.parent || isEnabled(options.parent)) &&
    isInStock(product, options.parent) &&
    (childrenOf(product).length === 0 || childrenOf(product).some((child) => isEnabled(child) && isInStock(child)));
  return {
    id: amount(product.id),
    name: typeof product.name === 'string' ? product.name : '',
    type: typeof product.type_id === 'string' ? product.type_id : options.parent ? 'simple' : '',
    url: typeof product.url_path === 'string' && product.url_path ? `/${product.url_path}` : '',
    is_salable: salable ? '1' : '',
    store_id: options.storeId,
    currency_code: options.currencyCode,
    price_info: {
      ...gross,
      formatted_prices: formatted,
      extension_attributes: {
        tax_adjustments: { ...net, formatted_prices: formatPrices(net, options.currencyCode) },
        weee_attributes: [],
        weee_adjustment: formatted.final_price ?? '',
      },
    },
    sgn: options.sgn,
  };
}
