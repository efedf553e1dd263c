import { idsMatch } from '../pricing/ids-match.js';
import { readFlag, readId, recordList } from './document-readers.js';
import type { BundleOption, BundleSelectionLink } from './types.js';
import { parseQuantity } from './validate-quantity.js';

/** docs/behaviour.md#constants-and-limits: the quantity of a bundle selection that states none. */
export const DEFAULT_BUNDLE_QTY = 1;

/** The shopper's choice for one bundle option: one selection (a product_links id) and its quantity. */
export interface BundleOptionSelection {
  qty: number | string;
  selectionId: number | string | null | undefined;
}

/** Choices keyed by option_id. One selection per option, as VSF's bundle form and cart lines carry. */
export type BundleSelections = Readonly<Record<string, BundleOptionSelection>>;

export function bundleOptionsOf(value: unknown): BundleOption[] {
  return recordList<BundleOption>(value).filter((option) => readId(option.option_id) !== undefined);
}

export function selectionLinks(option: BundleOption): BundleSelectionLink[] {
  return recordList<BundleSelectionLink>(option.product_links);
}

/**
 * The preselected choices: each option's default link at its own qty. A required option without a default takes its
 * first link (as VSF's form did, so the shopper sees a complete kit); an optional one without a default stays empty.
 */
export function defaultBundleSelections(bundleOptions: unknown, defaultQty = DEFAULT_BUNDLE_QTY): BundleSelections {
  const selections: Record<string, BundleOptionSelection> = {};
  for (const option of bundleOptionsOf(bundleOptions)) {
    const links = selectionLinks(option);
    const link =
      links.find((candidate) => readFlag(candidate.is_default)) ?? (readFlag(option.required) ? links[0] : undefined);
    if (!link) continue;
    const qty = parseQuantity(link.qty);
    selections[String(readId(option.option_id))] = { qty: Number.isNaN(qty) ? defaultQty : qty, selectionId: link.id };
  }
  return selections;
}

export function findSelectionLink(option: BundleOption, selectionId: unknown): BundleSelectionLink | undefined {
  return selectionLinks(option).find((link) => idsMatch(link.id, selectionId));
}
