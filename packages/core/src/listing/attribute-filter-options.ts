import type { SearchAggregations } from './aggregations.js';
import { aggregationBuckets, bucketCount } from './aggregations.js';
import type { AttributeDocument } from './attribute-document.js';
import { optionLabels } from './attribute-labels.js';
import type { FilterSidebarOptions, SidebarOption } from './filter-sidebar-types.js';

function swatchFor(label: string, mappings: Readonly<Record<string, string>> | undefined): string {
  return mappings && Object.hasOwn(mappings, label) ? mappings[label]! : label.toLowerCase().replace(/\s+/g, '');
}

/**
 * Simple products report their own value (`agg_terms_<attr>`), configurable parents the union of their children's
 * (`agg_terms_<attr>_options`, docs/api.md#catalogue-search). The two sets of products are disjoint, so the counts add up. Options are
 * listed in the attribute's own order (XS, S, M, L, not alphabetical); a key without a label is not shown, as in VSF.
 */
export function attributeFilterOptions(
  attribute: string,
  aggregations: SearchAggregations | null | undefined,
  definition: AttributeDocument | undefined,
  options: FilterSidebarOptions,
): SidebarOption[] {
  const counts = new Map<string, number>();
  const buckets = [
    ...aggregationBuckets(aggregations, `agg_terms_${attribute}`),
    ...aggregationBuckets(aggregations, `agg_terms_${attribute}_options`),
  ];
  for (const bucket of buckets) {
    const key = String(bucket.key);
    counts.set(key, (counts.get(key) ?? 0) + bucketCount(bucket));
  }
  const chosen = new Set(
    options.state && Object.hasOwn(options.state.filters, attribute) ? options.state.filters[attribute] : [],
  );
  const result: SidebarOption[] = [];
  for (const [value, label] of optionLabels(definition)) {
    const count = counts.get(value) ?? 0;
    const selected = chosen.has(value);
    if (count === 0 && !selected) continue;
    const swatch = attribute === 'color' ? { swatch: swatchFor(label, options.colorMappings) } : {};
    result.push({ value, label, count, selected, ...swatch });
  }
  return result;
}
