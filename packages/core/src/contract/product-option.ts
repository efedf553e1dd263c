import { z } from 'zod';

const optionValue = z.union([z.string().max(1000), z.number().finite()]);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * VSF1 keeps a product's chosen custom and bundle options as an object keyed by option id (its product store's
 * `current_custom_options`) and sends that object as it is, with `null` (or an empty text) for an option the shopper
 * left empty; our storefront sends a list. Both shapes read as one list here, and an option without a value is an
 * option not chosen, so the API's required-option rule then speaks for it (see docs/api.md#vue-storefront-1-frontends).
 */
function chosenOptions(isChosen: (entry: Record<string, unknown>) => boolean) {
  return (value: unknown): unknown => {
    if (value === null || value === undefined) return undefined;
    let entries: unknown[];
    if (Array.isArray(value)) entries = value;
    else if (isRecord(value)) {
      entries = Object.keys(value).map((key) => {
        const entry = value[key];
        return isRecord(entry) && entry.option_id === undefined ? { ...entry, option_id: key } : entry;
      });
    } else return value;
    return entries.filter((entry) => entry !== null && entry !== undefined && (!isRecord(entry) || isChosen(entry)));
  };
}

const hasValue = (entry: Record<string, unknown>) =>
  entry.option_value !== null && entry.option_value !== undefined && entry.option_value !== '';
const hasSelection = (entry: Record<string, unknown>) =>
  Array.isArray(entry.option_selections) ? entry.option_selections.some((s) => s !== null) : true;

const optionList = <T extends z.ZodType>(
  entry: T,
  max: number,
  isChosen: (entry: Record<string, unknown>) => boolean,
) => z.preprocess(chosenOptions(isChosen), z.array(entry).max(max).optional());

/** Only the parts of VSF's `product_option` a cart line or an order line understands; anything else is dropped. */
export const productOptionSchema = z.object({
  extension_attributes: z
    .object({
      configurable_item_options: optionList(
        z.object({ option_id: optionValue, option_value: optionValue }),
        20,
        hasValue,
      ),
      custom_options: optionList(z.object({ option_id: optionValue, option_value: optionValue }), 50, hasValue),
      bundle_options: optionList(
        z.object({
          option_id: optionValue,
          option_qty: z.number().int().min(1).max(10_000),
          option_selections: z.array(z.number().int().min(0)).min(1).max(1),
        }),
        50,
        hasSelection,
      ),
    })
    .default({}),
});

export type ProductOptionInput = z.infer<typeof productOptionSchema>;
