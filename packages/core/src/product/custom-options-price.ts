import { roundPrice } from '../pricing/round-price.js';
import { toAmount } from '../pricing/to-amount.js';
import { chosenValues, customOptionsOf, inputFor, isChoiceOption, isFilledInput } from './custom-option-values.js';
import type { CustomOptionValues } from './custom-option-values.js';

/**
 * docs/behaviour.md#prices-and-taxes: the price with the chosen custom options. Each charge is a fixed amount, or a percentage of the
 * ORIGINAL (regular) price, so a discount does not shrink the price of an engraving. Input options (field…) charge
 * the option's own price once filled; choice options charge each chosen value (several for checkboxes).
 * For a gross price, pass gross base and original prices: percentages follow them, fixed amounts are added as stored.
 */
export function customOptionsPrice(
  basePrice: number,
  originalPrice: number,
  customOptions: unknown,
  selectedValues: CustomOptionValues,
): number {
  let total = toAmount(basePrice);
  const original = toAmount(originalPrice);
  for (const option of customOptionsOf(customOptions)) {
    const input = inputFor(option, selectedValues);
    const charges = isChoiceOption(option) ? chosenValues(option, input) : isFilledInput(input) ? [option] : [];
    for (const charge of charges) total += chargeAmount(charge.price, charge.price_type, original);
  }
  return roundPrice(total);
}

function chargeAmount(price: unknown, priceType: unknown, originalPrice: number): number {
  const amount = toAmount(price);
  return priceType === 'percent' ? (originalPrice * amount) / 100 : amount;
}
