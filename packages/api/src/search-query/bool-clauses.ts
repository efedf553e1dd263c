export type Clause = Record<string, unknown>;

/** Clauses collected for one bool, in the order they were added. */
export interface BoolClauses {
  must: Clause[];
  should: Clause[];
  mustNot: Clause[];
}

export function emptyBool(): BoolClauses {
  return { must: [], should: [], mustNot: [] };
}

export function isEmptyBool(clauses: BoolClauses): boolean {
  return clauses.must.length + clauses.should.length + clauses.mustNot.length === 0;
}

/**
 * Renders clauses the way bodybuilder 2.2 does, because the frontend contract was captured from its output: a lone
 * `must` clause stands alone (no bool), a single `must` inside a bool is not wrapped in a list, while `should` and
 * `must_not` always are. `minimum_should_match` is never written (the captured output has none).
 */
export function renderBool(clauses: BoolClauses): Clause | undefined {
  const { must, should, mustNot } = clauses;
  if (isEmptyBool(clauses)) return undefined;
  if (must.length === 1 && should.length === 0 && mustNot.length === 0) return must[0];
  const bool: Clause = {};
  if (must.length > 0) bool.must = must.length === 1 ? must[0] : must;
  if (should.length > 0) bool.should = should;
  if (mustNot.length > 0) bool.must_not = mustNot;
  return { bool };
}

/**
 * A nested `bool` clause: bodybuilder lifts a rendered bool's body into the outer `bool` key, and puts a lone clause
 * under `filter` so the nesting still means something.
 */
export function nestedBool(clauses: BoolClauses): Clause {
  const rendered = renderBool(clauses);
  if (rendered === undefined) return { bool: {} };
  const keys = Object.keys(rendered);
  if (keys.length === 1 && keys[0] === 'bool') return rendered;
  return { bool: { filter: rendered } };
}
