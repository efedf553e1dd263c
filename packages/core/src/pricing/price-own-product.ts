import type { ProductDocument } from '../catalog/types.js';
import { isSpecialPriceActive } from './is-special-price-active.js';
import type { ProductPrices } from './price-fields.js';
import { priceWithTax, ZERO_PRICE } from './price-with-tax.js';
import type { PriceWithTax } from './price-with-tax.js';
import { toAmount } from './to-amount.js';
import type { TaxCalculationOptions } from './types.js';

type PricingOptions = Pick<TaxCalculationOptions, 'now' | 'sourcePriceIncludesTax' | 'finalPriceIncludesTax'>;

/**
 * Prices one product from its own fields (configurable children are handled by the caller).
 *
 * How `final_price` is read. The contract says "`final_price < price` ⇒ price becomes final price". Magento's
 * `final_price` is the price after special prices and catalog rules, and mage2vuestorefront already copies a lower
 * `final_price` into `special_price` (see docs/api.md#catalogue-documents). vsf-utilities instead overwrites `price` with it
 * unconditionally, which can leave `special_price` 0 while `price` is discounted (no struck-through regular price)
 * and keeps serving a discount after its dates have passed. We treat a `final_price` below the regular price as a
 * special-price candidate: the lower of `special_price` and `final_price` competes, under the same rules (below the
 * regular price, inside the special_from/to window). The result is the same whenever the two agree, and otherwise
 * self-consistent: `price` = `final_price` = the active special, else the regular price; `special_price` > 0 exactly
 * when a discount is shown; `original_price` is always the regular price.
 */
export function priceOwnProduct(product: ProductDocument, rateFactor: number, options: PricingOptions): ProductPrices {
  const source = readSourcePrices(product, options);
  const original = priceWithTax(source.regular, rateFactor, source.regularIncludesTax);
  const special = priceWithTax(source.special, rateFactor, source.regularIncludesTax);
  const final = priceWithTax(source.final, rateFactor, source.finalIncludesTax);

  const candidate = lowestPositive(special, final);
  const active =
    candidate !== undefined &&
    isSpecialPriceActive(
      {
        price: original.amount,
        special_price: candidate.amount,
        special_from_date: product.special_from_date,
        special_to_date: product.special_to_date,
      },
      options.now,
    );

  return {
    original,
    current: active ? candidate : original,
    special: active ? candidate : ZERO_PRICE,
    originalSpecial: special.amount,
    originalFinal: final.amount,
  };
}

interface SourcePrices {
  regular: number;
  special: number;
  final: number;
  regularIncludesTax: boolean;
  finalIncludesTax: boolean;
}

/**
 * A product that went through calculateProductTax before carries its untouched source prices, already net, in
 * `original_*` (its `price` may by now be a special price). Re-pricing from those, as vsf-utilities does, lets a
 * client re-run the calculation for another country or customer group without compounding taxes or discounts.
 */
function readSourcePrices(product: ProductDocument, options: PricingOptions): SourcePrices {
  const { original_price: price, original_special_price: special, original_final_price: final } = product;
  if (typeof price === 'number' && typeof special === 'number' && typeof final === 'number') {
    return { regular: price, special, final, regularIncludesTax: false, finalIncludesTax: false };
  }
  return {
    regular: toAmount(product.price),
    special: toAmount(product.special_price),
    final: toAmount(product.final_price),
    regularIncludesTax: options.sourcePriceIncludesTax,
    finalIncludesTax: options.finalPriceIncludesTax,
  };
}

function lowestPositive(a: PriceWithTax, b: PriceWithTax): PriceWithTax | undefined {
  if (a.amount > 0 && b.amount > 0) return b.amount < a.amount ? b : a;
  if (a.amount > 0) return a;
  if (b.amount > 0) return b;
  return undefined;
}
