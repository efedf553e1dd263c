import { decodeHtmlEntities } from '../seo/html-text.js';
import { readLabel } from '../product/document-readers.js';
import type { AttributeDocument } from './attribute-document.js';

function nonBlank(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** The shopper-facing name of an attribute; the code only when the index has no label at all. */
export function attributeLabel(attribute: AttributeDocument | undefined, fallbackCode: string): string {
  const label = nonBlank(attribute?.frontend_label) ?? nonBlank(attribute?.default_frontend_label);
  return label ? decodeHtmlEntities(label) : fallbackCode;
}

/**
 * Option id → label, in the attribute's own option order. Magento ships a blank first option ({label: ' ', value: ''})
 * and labels with entities ('Cocona&reg;'); both are cleaned here so every screen shows the same text. Numeric sizes
 * arrive as JSON numbers (0 included) and are labels like any other.
 */
export function optionLabels(attribute: AttributeDocument | undefined): Map<string, string> {
  const labels = new Map<string, string>();
  for (const option of attribute?.options ?? []) {
    const label = readLabel(option?.label);
    const value = option?.value === undefined || option.value === null ? '' : String(option.value);
    if (label && value !== '' && !labels.has(value)) labels.set(value, decodeHtmlEntities(label));
  }
  return labels;
}

/** The truthy spellings the index uses for flags ('1', 1, true). */
export function isFlagOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
