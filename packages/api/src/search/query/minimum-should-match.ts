/**
 * Elasticsearch's minimum_should_match: an integer (negative = all but N) or a percentage of the optional clauses,
 * rounded down; never more than the number of clauses.
 */
export function minimumShouldMatch(spec: string | number | undefined, optional: number, fallback: number): number {
  if (spec === undefined) return fallback;
  const text = String(spec).trim();
  let required: number;
  if (text.endsWith('%')) {
    const percent = Number(text.slice(0, -1));
    const part = Math.floor((optional * Math.abs(percent)) / 100);
    required = percent < 0 ? optional - part : part;
  } else {
    const n = Math.trunc(Number(text));
    required = n < 0 ? optional + n : n;
  }
  if (!Number.isFinite(required)) return fallback;
  return Math.max(0, Math.min(optional, required));
}
