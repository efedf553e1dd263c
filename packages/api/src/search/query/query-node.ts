/** The validated form of an Elasticsearch query clause; the evaluator only ever sees these. */
export type QueryNode =
  | { type: 'match_all'; boost: number }
  | { type: 'match_none' }
  | {
      type: 'bool';
      must: QueryNode[];
      filter: QueryNode[];
      should: QueryNode[];
      mustNot: QueryNode[];
      minimumShouldMatch: string | number | undefined;
      boost: number;
    }
  | { type: 'terms'; field: string; values: unknown[]; boost: number }
  | { type: 'ids'; values: string[]; boost: number }
  | { type: 'range'; field: string; bounds: RangeBounds; boost: number }
  | { type: 'exists'; field: string; boost: number }
  | { type: 'match'; field: string; query: string; options: TextOptions; boost: number }
  | { type: 'match_phrase'; field: string; query: string; boost: number }
  | {
      type: 'multi_match';
      fields: Array<{ field: string; boost: number }>;
      query: string;
      mode: 'best_fields' | 'most_fields' | 'phrase';
      tieBreaker: number;
      options: TextOptions;
      boost: number;
    }
  | {
      type: 'function_score';
      query: QueryNode;
      functions: ScoreFunction[];
      scoreMode: 'multiply' | 'sum' | 'avg' | 'first' | 'max' | 'min';
      boostMode: 'multiply' | 'replace' | 'sum' | 'avg' | 'max' | 'min';
      maxBoost: number;
      minScore: number | undefined;
      boost: number;
    }
  | { type: 'constant_score'; filter: QueryNode; boost: number };

export interface RangeBounds {
  gt?: unknown;
  gte?: unknown;
  lt?: unknown;
  lte?: unknown;
}

export interface TextOptions {
  operator: 'or' | 'and';
  fuzziness: unknown;
  prefixLength: number;
  maxExpansions: number;
  minimumShouldMatch: string | number | undefined;
}

export interface ScoreFunction {
  filter: QueryNode | undefined;
  weight: number;
  random: { seed: number } | undefined;
}
