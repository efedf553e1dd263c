import { ApiError } from '../http/api-error.js';
import type { BoolClauses, Clause } from './bool-clauses.js';
import { nestedBool } from './bool-clauses.js';
import type { SearchQueryOptions } from './search-query-options.js';
import { mapFilterField } from './search-query-options.js';
import type { AppliedFilter, FilterValue } from './search-query-schema.js';
import { hasScope } from './search-query-schema.js';

export const RANGE_OPERATORS = ['gt', 'lt', 'gte', 'lte', 'moreq', 'from', 'to'];
const OR_RANGE_OPERATORS = RANGE_OPERATORS.map((op) => `or${op.charAt(0).toUpperCase()}${op.slice(1)}`);

/** Shorthand values (`"x"`, `[1, 2]`) mean `in`, so every filter reaches the operator table as an object. */
export function toOperatorObject(value: FilterValue): Record<string, unknown> {
  if (Array.isArray(value)) return { in: value };
  if (typeof value === 'object') return value;
  return { in: [value] };
}

/** The operand of the first operator; scalars become one-element lists because `terms` needs a list. */
function firstOperand(value: Record<string, unknown>): unknown[] | null {
  const operand = Object.values(value)[0];
  if (operand === null || operand === undefined) return null;
  return Array.isArray(operand) ? operand : [operand];
}

function terms(attribute: string, values: unknown[]): Clause {
  return { terms: { [attribute]: values } };
}

function exists(attribute: string): Clause {
  return { exists: { field: attribute } };
}

function addDefaultFilter(target: BoolClauses, filter: AppliedFilter, options: SearchQueryOptions): void {
  const value = toOperatorObject(filter.value);
  const keys = Object.keys(value);
  if (keys.length === 0) return;
  const attribute = mapFilterField(options, filter.attribute);
  const operator = keys[0];

  if (keys.every((key) => RANGE_OPERATORS.includes(key))) {
    target.must.push({ range: { [attribute]: value } });
    return;
  }
  if (keys.every((key) => OR_RANGE_OPERATORS.includes(key))) {
    const range = Object.fromEntries(Object.entries(value).map(([key, bound]) => [key.slice(2).toLowerCase(), bound]));
    target.should.push({ range: { [attribute]: range } });
    return;
  }

  const operand = firstOperand(value);
  switch (operator) {
    case 'or':
      target.should.push(
        operand === null
          ? nestedBool({ must: [], should: [], mustNot: [exists(attribute)] })
          : terms(attribute, operand),
      );
      return;
    case 'nor':
      target.should.push(
        operand === null
          ? exists(attribute)
          : nestedBool({ must: [], should: [], mustNot: [terms(attribute, operand)] }),
      );
      return;
    case 'neq':
    case 'nin':
      target.mustNot.push(operand === null ? exists(attribute) : terms(attribute, operand));
      return;
    case 'eq':
    case 'in':
      target.must.push(operand === null ? exists(attribute) : terms(attribute, operand));
      return;
    default:
      // Unknown operators (`like` from CMS queries, `finset`) degrade to an exact match on the first value, as in VSF.
      if (operand === null) {
        throw new ApiError(
          400,
          `Invalid SearchQuery: filter "${filter.attribute}" operator "${operator}" needs a value`,
        );
      }
      target.must.push(terms(attribute, operand));
  }
}

/** Step 1 of the translation: filters in the `default` scope, in their order, into the top-level filter bool. */
export function applyDefaultFilters(target: BoolClauses, filters: AppliedFilter[], options: SearchQueryOptions): void {
  for (const filter of filters) {
    if (hasScope(filter, 'default')) addDefaultFilter(target, filter, options);
  }
}
