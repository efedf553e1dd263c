import type { AttributeDocument } from '../listing/attribute-document.js';
import { attributeLabel } from '../listing/attribute-labels.js';
import type { ProductDocument } from '../catalog/types.js';
import { idsMatch } from '../pricing/ids-match.js';
import { readFlag, readLabel, recordList } from './document-readers.js';
import { PRODUCT_MESSAGES } from './product-messages.js';

/** docs/api.md#catalogue-documents attribute document (or a product's `attributes_metadata` entry); only the fields read here. */
export interface AttributeMetadata {
  attribute_code: string;
  attribute_id?: number | string;
  frontend_label?: string | null;
  default_frontend_label?: string | null;
  frontend_input?: string;
  options?: Array<{ value: string | number; label: string | number }>;
  is_visible?: boolean | number | string | null;
  is_visible_on_front?: boolean | number | string | null;
  is_user_defined?: boolean | number | string | null;
  is_comparable?: boolean | number | string | null;
}

export interface AttributeRow {
  code: string;
  label: string;
  value: string;
}

export interface AttributeRowsOptions {
  /** Shown for a value that is present but empty; the product page uses 'N/A'. */
  placeholder?: string;
  /** Texts for boolean attributes (translate them before passing). */
  yes?: string;
  no?: string;
}

/** The attributes VSF lists on the product page: visible, merchant-defined and flagged visible on the front. */
export function isVisibleOnFront(attribute: AttributeMetadata): boolean {
  return (
    readFlag(attribute.is_visible) && readFlag(attribute.is_user_defined) && readFlag(attribute.is_visible_on_front)
  );
}

/**
 * The attribute list of the product page, in the order of `attributes`. An attribute the product does not carry at
 * all is left out (a tee does not list a parking lot's "Format"), and so is a yes/no attribute that is not on (no,
 * 0, empty: only "Erin Recommends: Yes" is shown); one it carries empty (null, '', []) shows the placeholder. Select and multiselect ids become their option labels (an id with no option is shown as it is).
 */
export function attributeRows(
  product: ProductDocument,
  attributes: readonly AttributeMetadata[],
  options: AttributeRowsOptions = {},
): AttributeRow[] {
  const placeholder = options.placeholder ?? PRODUCT_MESSAGES.notAvailable;
  const rows: AttributeRow[] = [];
  for (const attribute of attributes) {
    if (!isVisibleOnFront(attribute) || !Object.hasOwn(product, attribute.attribute_code)) continue;
    // A yes/no attribute says something only when it is on: "Erin Recommends: No" is not a feature of a product.
    if (attribute.frontend_input === 'boolean' && !readFlag(product[attribute.attribute_code])) continue;
    const text = valueText(attribute, product[attribute.attribute_code], options);
    rows.push({
      code: attribute.attribute_code,
      label: attributeLabel(attribute as AttributeDocument, attribute.attribute_code),
      value: text || placeholder,
    });
  }
  return rows;
}

function valueText(attribute: AttributeMetadata, value: unknown, options: AttributeRowsOptions): string {
  if (value === null || value === undefined) return '';
  switch (attribute.frontend_input) {
    case 'boolean':
      if (typeof value === 'string' && value.trim() === '') return '';
      return readFlag(value) ? (options.yes ?? 'Yes') : (options.no ?? 'No');
    case 'select':
    case 'multiselect':
      return splitIds(value)
        .map((id) => optionLabel(attribute, id))
        .join(', ');
    default:
      return Array.isArray(value)
        ? value
            .map((entry) => String(entry).trim())
            .filter(Boolean)
            .join(', ')
        : String(value).trim();
  }
}

/** Multiselect values arrive as number arrays or comma lists ("33,35"). */
function splitIds(value: unknown): string[] {
  const parts = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [value];
  return parts.map((part) => String(part).trim()).filter((part) => part !== '');
}

function optionLabel(attribute: AttributeMetadata, id: string): string {
  const option = recordList<{ value: unknown; label?: unknown }>(attribute.options).find((candidate) =>
    idsMatch(candidate.value, id),
  );
  return readLabel(option?.label) ?? id;
}
