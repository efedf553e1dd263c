/**
 * Optimal-string-alignment distance (Levenshtein plus adjacent transpositions, as Elasticsearch's fuzzy queries count
 * them), giving up early once the distance must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const cols = b.length + 1;
  // Fuzzy expansion calls this for every word of a field's vocabulary: reuse three rows instead of allocating.
  if (scratch[0]!.length < cols) scratch = [0, 1, 2].map(() => new Int32Array(cols * 2));
  let [prevPrev, prev, curr] = scratch as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j < cols; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    curr[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j]! + 1, curr[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, prevPrev[j - 2]! + 1);
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, curr] = [prev, curr, prevPrev];
  }
  return prev[b.length]!;
}

let scratch: Int32Array[] = [0, 1, 2].map(() => new Int32Array(64));

/** Elasticsearch's `fuzziness` values: a number of edits, or AUTO (0 below 3 characters, 1 up to 5, else 2). */
export function allowedEdits(fuzziness: unknown, term: string): number {
  if (fuzziness === undefined || fuzziness === null) return 0;
  if (typeof fuzziness === 'number') return Math.max(0, Math.min(2, Math.floor(fuzziness)));
  const text = String(fuzziness).toUpperCase();
  if (text.startsWith('AUTO')) {
    const [, low = '3', high = '6'] = /^AUTO(?::(\d+),(\d+))?$/.exec(text) ?? [];
    return term.length < Number(low) ? 0 : term.length < Number(high) ? 1 : 2;
  }
  const n = Number(text);
  return Number.isFinite(n) ? Math.max(0, Math.min(2, Math.floor(n))) : 0;
}
