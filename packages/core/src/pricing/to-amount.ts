/**
 * Reads a price-like value from a catalogue document. Dumps are not consistent about numbers (`"29.00"` strings
 * appear in older exports), and a missing or unreadable price must count as "no price" rather than poison the
 * arithmetic with NaN.
 */
export function toAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}
