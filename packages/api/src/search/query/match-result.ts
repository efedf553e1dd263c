import type { Bitset } from '../bitset.js';

/** Documents a clause matched and their scores; a plain number means every matched document scores the same. */
export interface MatchResult {
  set: Bitset;
  scores: Float32Array | number;
}

export function scoreOf(result: MatchResult, ordinal: number): number {
  return typeof result.scores === 'number' ? result.scores : result.scores[ordinal]!;
}
