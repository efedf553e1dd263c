import type { ProductDocument } from '../catalog/types.js';
import { idsMatch } from '../pricing/ids-match.js';
import { bundleOptionsOf, selectionLinks } from '../product/bundle-selections.js';
import { chosenValues, customOptionsOf } from '../product/custom-option-values.js';
import { configurationFromChild, describeConfiguration } from '../product/configuration.js';
import { readId } from '../product/document-readers.js';
import type { CartProductOption } from './cart-item.js';

export interface LineLabel {
  label: string;
  value: string;
}

/**
 * What a cart line names besides its product (Magento's totals `items[].options`): the configured attributes, the
 * chosen custom options (a text input shows its text) and bundle selections as "qty x name".
 */
export function cartLineOptionLabels(
  product: ProductDocument,
  productOption: CartProductOption | undefined,
  child?: ProductDocument,
): LineLabel[] {
  const labels: LineLabel[] = [];
  if (child)
    for (const option of describeConfiguration(product, configurationFromChild(product, child)))
      labels.push({ label: option.label, value: option.value });
  const attributes = productOption?.extension_attributes;
  for (const chosen of attributes?.custom_options ?? []) {
    const option = customOptionsOf(product.custom_options).find((o) => idsMatch(o.option_id, chosen.option_id));
    if (!option) continue;
    const values = chosenValues(option, String(chosen.option_value));
    const value = values.length > 0 ? values.map((v) => v.title ?? readId(v.option_type_id)).join(', ') : null;
    labels.push({ label: option.title ?? String(option.option_id), value: value ?? String(chosen.option_value) });
  }
  for (const chosen of attributes?.bundle_options ?? []) {
    const option = bundleOptionsOf(product.bundle_options).find((o) => idsMatch(o.option_id, chosen.option_id));
    const link = option && selectionLinks(option).find((l) => idsMatch(l.id, chosen.option_selections[0]));
    if (!option || !link) continue;
    const name = typeof link.product?.name === 'string' ? link.product.name : link.sku;
    labels.push({ label: option.title ?? String(option.option_id), value: `${chosen.option_qty} x ${name}` });
  }
  return labels;
}

/** The booking's own labels: its period and mode (absent for a line without dates). */
export function bookingLabels(line: { book_from?: string | null; book_to?: string | null; is_monthly?: boolean }) {
  if (!line.book_from || !line.book_to) return [];
  return [
    { label: 'Booking period', value: `${line.book_from} – ${line.book_to}` },
    { label: 'Booking mode', value: line.is_monthly ? 'Monthly' : 'Hourly' },
  ];
}
