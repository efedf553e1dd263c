const STAR = -1;
const END = -2;

/** Positions in the compiled program that are still alive; an empty list means no pattern can match any more. */
export type MatchState = readonly number[];

/**
 * A union of ES "simple match" patterns (`*` matches any characters, dots included) run as an NFA, so a dotted path
 * can be fed one key at a time while walking a document, as Elasticsearch's `_source` filter steps its automaton.
 * Each pattern `p` also matches `p.*`: naming an object selects everything below it.
 */
export class PathGlobMatcher {
  private readonly program: number[] = [];
  private readonly starts: number[] = [];
  private readonly cache = new Map<string, MatchState>();
  readonly start: MatchState;

  constructor(patterns: readonly string[]) {
    for (const pattern of patterns) {
      this.compile(pattern);
      this.compile(`${pattern}.*`);
    }
    this.start = this.closure(this.starts);
  }

  /** The state after reading `text`; dead states stay dead. */
  step(state: MatchState, text: string): MatchState {
    if (state.length === 0 || text === '') return state;
    const key = `${state.join(',')}|${text}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    let current = state;
    for (let i = 0; i < text.length && current.length > 0; i++) current = this.stepChar(current, text.charCodeAt(i));
    this.cache.set(key, current);
    return current;
  }

  accepts(state: MatchState): boolean {
    return state.some((position) => this.program[position] === END);
  }

  isDead(state: MatchState): boolean {
    return state.length === 0;
  }

  private compile(pattern: string): void {
    this.starts.push(this.program.length);
    for (let i = 0; i < pattern.length; i++) this.program.push(pattern[i] === '*' ? STAR : pattern.charCodeAt(i));
    this.program.push(END);
  }

  private stepChar(state: MatchState, char: number): MatchState {
    const next: number[] = [];
    for (const position of state) {
      const token = this.program[position];
      if (token === STAR) next.push(position);
      else if (token === char) next.push(position + 1);
    }
    return this.closure(next);
  }

  /** Adds the positions reachable by letting stars match nothing; sorted so equal states share a cache key. */
  private closure(positions: readonly number[]): MatchState {
    const reached = new Set<number>();
    for (let position of positions) {
      reached.add(position);
      while (this.program[position] === STAR) reached.add(++position);
    }
    return [...reached].sort((a, b) => a - b);
  }
}
