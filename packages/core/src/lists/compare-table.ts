import type { AttributeDocument } from '../listing/attribute-document.js';
import { attributeLabel, isFlagOn, optionLabels } from '../listing/attribute-labels.js';
import { htmlToPlainText } from '../seo/html-text.js';
import type { ListProduct } from './list-product.js';

/** The placeholder of docs/behaviour.md#screens for a missing attribute value; also the translation key. */
export const NOT_AVAILABLE = 'N/A' as const;

export interface CompareRow {
  readonly attribute: string;
  readonly label: string;
  /** One text per product, in the order of `products`. */
  readonly values: readonly string[];
}

export interface CompareTableModel {
  readonly products: readonly ListProduct[];
  readonly rows: readonly CompareRow[];
}

function optionIds(value: unknown): string[] {
  // Multiselect values arrive as [33, 35] or as the comma list '33,35' (see docs/api.md#catalogue-documents).
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

function valueText(value: unknown, attribute: AttributeDocument, labels: Map<string, string>): string {
  if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) {
    return NOT_AVAILABLE;
  }
  if (labels.size > 0) {
    // An id without a label means nothing to a shopper, so it is left out rather than shown as a number.
    const texts = optionIds(value)
      .map((id) => labels.get(id))
      .filter((label): label is string => label !== undefined);
    return texts.length > 0 ? texts.join(', ') : NOT_AVAILABLE;
  }
  if (typeof value === 'object') return NOT_AVAILABLE;
  if (attribute.frontend_input === 'boolean') return isFlagOn(value) ? 'Yes' : 'No';
  // Text attributes are often HTML (descriptions, Magento directives): a table cell shows their words, never markup.
  return htmlToPlainText(String(value)) || NOT_AVAILABLE;
}

/**
 * The compare screen's table: a row per comparable attribute (`is_comparable` '1' or true), in the order given, with
 * each product's value as text ('N/A' when it has none) and option ids shown by their labels. A row that applies to
 * none of the compared products (every value 'N/A', or a yes/no attribute that is no for all) is left out: parking
 * spots compared are not asked for their material.
 */
export function compareTable(
  items: readonly ListProduct[],
  attributes: readonly AttributeDocument[],
): CompareTableModel {
  const seen = new Set<string>();
  const rows: CompareRow[] = [];
  for (const attribute of attributes) {
    const code = attribute.attribute_code;
    if (!isFlagOn(attribute.is_comparable) || seen.has(code)) continue;
    seen.add(code);
    const labels = optionLabels(attribute);
    const values = items.map((item) =>
      valueText(Object.hasOwn(item, code) ? item[code] : undefined, attribute, labels),
    );
    const applies = values.some((value) => value !== NOT_AVAILABLE && value !== 'No');
    if (!applies) continue;
    rows.push({ attribute: code, label: attributeLabel(attribute, code), values });
  }
  return { products: items, rows };
}

/** The codes `toListProduct` must keep for the compare table. */
export function comparableAttributeCodes(attributes: readonly AttributeDocument[]): string[] {
  return [...new Set(attributes.filter((attribute) => isFlagOn(attribute.is_comparable)).map((a) => a.attribute_code))];
}
