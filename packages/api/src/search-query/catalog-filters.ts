import { ApiError } from '../http/api-error.js';
import type { BoolClauses, Clause } from './bool-clauses.js';
import { nestedBool } from './bool-clauses.js';
import { RANGE_OPERATORS, toOperatorObject } from './default-filters.js';
import type { SearchQueryOptions } from './search-query-options.js';
import { mapFilterField } from './search-query-options.js';
import type { AppliedFilter } from './search-query-schema.js';
import { hasScope } from './search-query-schema.js';

const OPTIONS_SUFFIX = '_options';

/**
 * The condition for one layered-navigation filter. The `_options` variant matches configurable parents through the
 * option values they aggregate from their children; ranges always target the configured price key instead.
 */
function condition(filter: AppliedFilter, options: SearchQueryOptions, onOptions: boolean): Clause {
  const value = toOperatorObject(filter.value);
  if (Object.keys(value).some((key) => RANGE_OPERATORS.includes(key))) {
    const attribute = filter.attribute === 'price' ? options.priceFilterKey : filter.attribute;
    return { range: { [attribute]: value } };
  }
  const operand = Object.values(value)[0];
  if (operand === null || operand === undefined) {
    throw new ApiError(400, `Invalid SearchQuery: catalog filter "${filter.attribute}" needs a value`);
  }
  const attribute = onOptions ? filter.attribute + OPTIONS_SUFFIX : mapFilterField(options, filter.attribute);
  return { terms: { [attribute]: Array.isArray(operand) ? operand : [operand] } };
}

/** Step 2: each `catalog`-scope filter becomes one `must` clause, matching the product itself or its variants. */
export function applyCatalogFilters(target: BoolClauses, filters: AppliedFilter[], options: SearchQueryOptions): void {
  for (const filter of filters) {
    if (!hasScope(filter, 'catalog') || Object.keys(toOperatorObject(filter.value)).length === 0) continue;
    const configurable = nestedBool({
      must: [condition(filter, options, true), { match: { type_id: 'configurable' } }],
      should: [],
      mustNot: [],
    });
    target.must.push(nestedBool({ must: [], should: [condition(filter, options, false), configurable], mustNot: [] }));
  }
}
