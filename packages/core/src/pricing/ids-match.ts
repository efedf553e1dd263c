/**
 * Magento ids arrive as numbers in some documents and strings in others (`tax_class_id: "2"` against
 * `product_tax_class_ids: [2]`), so ids compare by numeric value when both sides are numeric.
 */
export function idsMatch(a: unknown, b: unknown): boolean {
  const left = normaliseId(a);
  const right = normaliseId(b);
  if (left === undefined || right === undefined) return false;
  if (typeof left === 'number' && typeof right === 'number') return left === right;
  return String(left) === String(right);
}

export function containsId(list: readonly unknown[] | null | undefined, id: unknown): boolean {
  return Array.isArray(list) && list.some((entry) => idsMatch(entry, id));
}

function normaliseId(value: unknown): number | string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  const numeric = Number(trimmed);
  return Number.isFinite(numeric) ? numeric : trimmed;
}
