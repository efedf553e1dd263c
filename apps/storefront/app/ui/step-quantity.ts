/**
 * The stepper's next value: the typed text read as a whole number (unreadable text counts as `min`), moved by `delta`
 * and kept within [min, max].
 */
export function stepQuantity(text: string, delta: number, min: number, max = Infinity): number {
  const current = Number.parseInt(text, 10);
  const base = Number.isFinite(current) ? current : min;
  return Math.min(max, Math.max(min, base + delta));
}

/** Whether a step in that direction would change a value; the button that cannot is disabled. */
export function canStep(text: string, delta: number, min: number, max = Infinity): boolean {
  const current = Number.parseInt(text, 10);
  if (!Number.isFinite(current)) return true;
  return delta < 0 ? current > min : current < max;
}
