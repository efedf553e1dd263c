import type { ProductDocument, TaxRule } from '../catalog/types.js';
import { findTaxRate } from './find-tax-rate.js';
import { flattenCustomAttributes } from './flatten-custom-attributes.js';
import { DEPRECATED_PRICE_FIELDS, toDeprecatedPriceFields, toPriceFields } from './price-fields.js';
import type { ProductPrices } from './price-fields.js';
import { priceOwnProduct } from './price-own-product.js';
import { toAmount } from './to-amount.js';
import type { PricedProduct, TaxCalculationOptions } from './types.js';

/**
 * The catalogue API's product post-processing (docs/api.md#catalogue-search, vsf-utilities `calculateProductTax`): returns a copy of
 * the product, and of each configurable child, with VSF's price and tax fields. The input is not modified; nested
 * objects the pricing does not touch (stock, media_gallery, ...) are shared with it.
 *
 * Children are taxed at the parent's rate, as in VSF: a configurable is sold under one tax class.
 */
export function calculateProductTax(
  product: ProductDocument,
  taxRules: readonly TaxRule[],
  options: TaxCalculationOptions,
): PricedProduct {
  const rate = findTaxRate(taxRules, product.tax_class_id, options.country, options.region, options.userGroupId);
  const context: TreeContext = {
    rateFactor: rate ? toAmount(rate.rate) / 100 : 0,
    untaxed: rate === undefined,
    options,
  };
  return priceTree(product, context).priced;
}

interface TreeContext {
  rateFactor: number;
  untaxed: boolean;
  options: TaxCalculationOptions;
}

function priceTree(product: ProductDocument, context: TreeContext): { prices: ProductPrices; priced: PricedProduct } {
  let prices = priceOwnProduct(product, context.rateFactor, context.options);

  let children: PricedProduct[] | undefined;
  if (Array.isArray(product.configurable_children)) {
    const results = product.configurable_children.map((child) => priceTree(flattenCustomAttributes(child), context));
    for (const child of results) {
      if (shouldTakeChildPrice(prices, child.prices, child.priced)) prices = takeChildPrice(prices, child.prices);
    }
    children = results.map((child) => child.priced);
  }

  return { prices, priced: spellOut(product, prices, children, context) };
}

/**
 * The contract's "cheapest child" rule: a child wins when its gross price is at or below the parent's, or the parent
 * has no price. Two choices of ours on top:
 * - Disabled children (status 2 and above; the frontend lists `status in [0,1]`) cannot be bought, so they never set
 *   the price shown for the parent. A missing status counts as enabled.
 * - A child without a price (0) is skipped, for the same reason the contract treats a parent price of 0 as "none":
 *   it is missing data, and showing 0.00 for the parent would be wrong.
 * Ties go to the later child, as in vsf-utilities (`<=`).
 */
function shouldTakeChildPrice(parent: ProductPrices, child: ProductPrices, childDoc: ProductDocument): boolean {
  if (!isEnabled(childDoc)) return false;
  if (!(child.current.amount > 0)) return false;
  return child.current.inclTax <= parent.current.inclTax || parent.current.amount === 0;
}

/**
 * vsf-utilities copies only price and special price onto the parent. We also copy the child's regular
 * (`original_price*`): otherwise a parent shows the child's special price against its own, unrelated, regular
 * price (often 0), and a view cannot strike through the right amount. `original_special_price` and
 * `original_final_price` stay the parent's own, since they record the parent's source document.
 */
function takeChildPrice(parent: ProductPrices, child: ProductPrices): ProductPrices {
  return { ...parent, current: child.current, special: child.special, original: child.original };
}

function isEnabled(product: ProductDocument): boolean {
  const status: unknown = product.status;
  if (status === undefined || status === null || status === '') return true;
  return toAmount(status) < 2;
}

function spellOut(
  product: ProductDocument,
  prices: ProductPrices,
  children: PricedProduct[] | undefined,
  context: TreeContext,
): PricedProduct {
  // The contract: with no matching rate the special price carries no gross and no tax (vsf-utilities zeroes
  // special_price_incl_tax even though the special price itself stays).
  const published: ProductPrices = context.untaxed
    ? { ...prices, special: { amount: prices.special.amount, tax: 0, inclTax: 0 } }
    : prices;

  const copy: ProductDocument = { ...product };
  // Twins left from an earlier run would contradict the fresh snake_case fields.
  for (const key of DEPRECATED_PRICE_FIELDS) delete copy[key];

  const fields = toPriceFields(published);
  const priced: PricedProduct = {
    ...copy,
    ...fields,
    ...(context.options.deprecatedPriceFieldsSupport ? toDeprecatedPriceFields(fields) : {}),
    configurable_children: children,
  };
  // A simple product keeps its shape: no `configurable_children: undefined` key appears on the wire.
  if (children === undefined) delete priced.configurable_children;
  return priced;
}
