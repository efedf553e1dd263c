import { readableIssues, type ReadableIssue } from '@storefront/core';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';

/** `scope` is a string or a list of strings; a filter without one counts as `default`, like `applyFilter` does. */
const scopeSchema = z.union([z.string(), z.array(z.string())], { error: 'expected a scope name or a list of them' });

const scalarSchema = z.union([z.string(), z.number(), z.boolean()]);

/**
 * Operators are open-ended (`in`, `gte`, `like`, `finset`, custom extension ones), so the value is an object of any keys.
 * A bare scalar or list is shorthand for `in`; `null` is refused because the library itself crashes on it.
 */
const filterValueSchema = z.union([scalarSchema, z.array(z.unknown()), z.record(z.string(), z.unknown())], {
  error: 'expected an operator object like {"in": [...]}, a list or a scalar',
});

const appliedFilterSchema = z.looseObject({
  attribute: z.string().min(1),
  value: filterValueSchema,
  scope: scopeSchema.optional(),
  options: z.unknown().optional(),
});

const availableFilterSchema = z.looseObject({
  field: z.string().min(1),
  scope: scopeSchema.optional(),
  options: z.looseObject({ size: z.number().int().positive().optional() }).nullish(),
});

const sortOrderSchema = z
  .string()
  .refine((order) => ['asc', 'desc'].includes(order.toLowerCase()), { error: 'expected "asc" or "desc"' });

const appliedSortSchema = z.looseObject({
  field: z.string().min(1),
  options: z
    .union([sortOrderSchema, z.record(z.string(), z.unknown())], {
      error: 'expected "asc", "desc" or an object of ES sort options',
    })
    .optional(),
});

/** The JSON the frontend sends: the private fields of storefront-query-builder's `SearchQuery`, plus the group keys. */
const searchQuerySchema = z.strictObject({
  _availableFilters: z.array(availableFilterSchema).nullish(),
  _appliedFilters: z.array(appliedFilterSchema).nullish(),
  _appliedSort: z.array(appliedSortSchema).nullish(),
  _searchText: z.string().nullish(),
  // Consumed by the catalogue route (tier prices), not by the translation.
  groupId: z.union([z.number(), z.string()]).nullish(),
  groupToken: z.string().nullish(),
});

export type Scope = string | string[];
export type FilterValue = z.infer<typeof filterValueSchema>;

export interface AppliedFilter {
  attribute: string;
  value: FilterValue;
  scope: Scope;
}

export interface AvailableFilter {
  field: string;
  scope: Scope;
  size?: number;
}

export interface AppliedSort {
  field: string;
  options: string | Record<string, unknown>;
}

export interface SearchQuery {
  availableFilters: AvailableFilter[];
  appliedFilters: AppliedFilter[];
  appliedSort: AppliedSort[];
  searchText: string;
}

// Paths as the query builder's JSON reads them: `_appliedFilters[0].value`.
function describeIssue({ path: keys, issue }: ReadableIssue): string {
  const path = keys.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)),
    '',
  );
  return path ? `${path}: ${issue.message}` : issue.message;
}

/** Validates the SearchQuery JSON and returns a private copy, so translating never aliases the caller's objects. */
export function parseSearchQuery(input: unknown): SearchQuery {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new ApiError(400, 'Invalid SearchQuery: the body must be a JSON object');
  }
  const checked = searchQuerySchema.safeParse(structuredClone(input));
  if (!checked.success) {
    throw new ApiError(400, `Invalid SearchQuery: ${readableIssues(checked.error).map(describeIssue).join('; ')}`);
  }
  const query = checked.data;
  return {
    availableFilters: (query._availableFilters ?? []).map((filter) => ({
      field: filter.field,
      scope: filter.scope ?? 'default',
      ...(filter.options?.size !== undefined ? { size: filter.options.size } : {}),
    })),
    appliedFilters: (query._appliedFilters ?? []).map((filter) => ({
      attribute: filter.attribute,
      value: filter.value,
      scope: filter.scope ?? 'default',
    })),
    appliedSort: (query._appliedSort ?? []).map((sort) => ({ field: sort.field, options: sort.options ?? 'asc' })),
    searchText: query._searchText ?? '',
  };
}

export function hasScope(object: { scope: Scope }, scope: string): boolean {
  return Array.isArray(object.scope) ? object.scope.includes(scope) : object.scope === scope;
}
