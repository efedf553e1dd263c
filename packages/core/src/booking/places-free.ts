/** A period taken from a spot: a hold or a booking, `qty` places over `[fromMs, toMs)`. */
export interface TakenPlaces {
  fromMs: number;
  toMs: number;
  qty: number;
}

/** Half-open overlap: `[a.from, a.to)` and `[b.from, b.to)` share an instant. One ending at 10:00 and one starting at 10:00 do not. */
export function periodsOverlap(a: { fromMs: number; toMs: number }, b: { fromMs: number; toMs: number }): boolean {
  return a.fromMs < b.toMs && b.fromMs < a.toMs;
}

/**
 * Places left over the whole of `period`: capacity minus the most places taken at any one instant of it. The peak,
 * not the sum: two one-place holds at 9-10 and 11-12 leave one of two places free for 9-12, because places are given
 * out on arrival (earliest start first), which never needs more places than the peak. Never below 0.
 */
export function placesFree(
  places: number,
  taken: readonly TakenPlaces[],
  period: { fromMs: number; toMs: number },
): number {
  const events: [at: number, delta: number][] = [];
  for (const t of taken) {
    if (!periodsOverlap(t, period) || !(t.qty > 0)) continue;
    events.push([Math.max(t.fromMs, period.fromMs), t.qty], [Math.min(t.toMs, period.toMs), -t.qty]);
  }
  // At one instant, an end goes before a start: half-open periods that touch never share a place.
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let inUse = 0;
  let peak = 0;
  for (const [, delta] of events) {
    inUse += delta;
    peak = Math.max(peak, inUse);
  }
  return Math.max(0, places - peak);
}
