/**
 * Catalogue documents come from several exporters and are not consistent about types ("1" vs 1 vs true, ids as
 * strings or numbers); these readers give every rule in this folder the same lenient reading.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object entries of a list field; a missing or malformed list is an empty one. */
export function recordList<T extends object>(value: unknown): T[] {
  return Array.isArray(value) ? (value.filter(isRecord) as T[]) : [];
}

/** Magento flags arrive as booleans, 0/1 and "0"/"1" (attribute docs use strings: `is_visible_on_front: "1"`). */
export function readFlag(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0 && Number.isFinite(value);
  if (typeof value === 'string') return ['1', 'true', 'yes'].includes(value.trim().toLowerCase());
  return false;
}

/** An id or option value as text ("49"), so `49` and `"49"` compare equal; undefined when there is none. */
export function readId(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return undefined;
}

/**
 * An option label as text. Exporters write numeric sizes as JSON numbers (0, 2, 28), and 0 is a label like any other;
 * undefined for a missing or blank label.
 */
export function readLabel(value: unknown): string | undefined {
  return readId(value);
}
