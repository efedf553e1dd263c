const STAR = -1;
const END = -2;

/** A matcher state: an id for the set of pattern positions still alive. `DEAD` means nothing can match any more. */
export type MatchState = number;

const DEAD: MatchState = 0;

/**
 * A union of ES "simple match" patterns (`*` matches any characters, dots included) run as an NFA, so a dotted path
 * can be fed one key at a time while walking a document, as Elasticsearch's `_source` filter steps its automaton.
 * Each pattern `p` also matches `p.*`: naming an object selects everything below it. Position sets are interned and
 * transitions memoized, because a catalogue repeats the same keys in every document.
 */
export class PathGlobMatcher {
  private readonly program: number[] = [];
  private readonly ids = new Map<string, MatchState>();
  private readonly positions: number[][] = [];
  private readonly accepting: boolean[] = [];
  private readonly transitions: Array<Map<string, MatchState>> = [];
  readonly start: MatchState;

  constructor(patterns: readonly string[]) {
    this.intern([]);
    const starts: number[] = [];
    for (const pattern of [...patterns, ...patterns.map((pattern) => `${pattern}.*`)]) {
      starts.push(this.program.length);
      for (let i = 0; i < pattern.length; i++) this.program.push(pattern[i] === '*' ? STAR : pattern.charCodeAt(i));
      this.program.push(END);
    }
    this.start = this.intern(this.closure(starts));
  }

  /** The state after reading `text`; the dead state stays dead. */
  step(state: MatchState, text: string): MatchState {
    if (state === DEAD) return DEAD;
    const known = this.transitions[state]?.get(text);
    if (known !== undefined) return known;
    let current = this.positions[state] ?? [];
    for (let i = 0; i < text.length && current.length > 0; i++) current = this.stepChar(current, text.charCodeAt(i));
    const next = this.intern(current);
    this.transitions[state]?.set(text, next);
    return next;
  }

  accepts(state: MatchState): boolean {
    return this.accepting[state] ?? false;
  }

  isDead(state: MatchState): boolean {
    return state === DEAD;
  }

  private intern(positions: number[]): MatchState {
    const key = positions.join(',');
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.positions.length;
    this.ids.set(key, id);
    this.positions.push(positions);
    this.accepting.push(positions.some((position) => this.program[position] === END));
    this.transitions.push(new Map());
    return id;
  }

  private stepChar(positions: readonly number[], char: number): number[] {
    const next: number[] = [];
    for (const position of positions) {
      const token = this.program[position];
      if (token === STAR) next.push(position);
      else if (token === char) next.push(position + 1);
    }
    return this.closure(next);
  }

  /** Adds the positions reachable by letting stars match nothing; sorted so equal sets intern to one state. */
  private closure(positions: readonly number[]): number[] {
    const reached = new Set<number>();
    for (let position of positions) {
      reached.add(position);
      while (this.program[position] === STAR) reached.add(++position);
    }
    return [...reached].sort((a, b) => a - b);
  }
}
