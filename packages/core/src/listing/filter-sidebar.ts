import type { SearchAggregations } from './aggregations.js';
import { attributeFilterOptions } from './attribute-filter-options.js';
import type { AttributeDocument } from './attribute-document.js';
import { attributeLabel } from './attribute-labels.js';
import type { FilterSidebarOptions, SidebarFilter, SidebarFilterType } from './filter-sidebar-types.js';
import { PRICE_PARAM } from './listing-params.js';
import { priceFilterOptions } from './price-filter-options.js';

function filterType(attribute: string): SidebarFilterType {
  if (attribute === PRICE_PARAM) return 'price';
  return attribute === 'color' || attribute === 'size' ? attribute : 'generic';
}

/**
 * The filter sidebar of a listing (see docs/behaviour.md#screens), ready to render: one entry per default filter in config order, each
 * with the attribute's label and its options. A filter with no option to offer is left out, so no empty heading shows.
 */
export function filterSidebar(
  aggregations: SearchAggregations | null | undefined,
  attributes: readonly AttributeDocument[],
  options: FilterSidebarOptions,
): SidebarFilter[] {
  const byCode = new Map(attributes.map((attribute) => [attribute.attribute_code, attribute]));
  const filters: SidebarFilter[] = [];
  for (const attribute of new Set(options.defaultFilters)) {
    const type = filterType(attribute);
    const definition = byCode.get(attribute);
    const filterOptions =
      type === 'price'
        ? priceFilterOptions(aggregations, options)
        : attributeFilterOptions(attribute, aggregations, definition, options);
    if (filterOptions.length === 0) continue;
    const label = type === 'price' && !definition ? 'Price' : attributeLabel(definition, attribute);
    filters.push({ attribute, label, type, options: filterOptions });
  }
  return filters;
}
