import { ApiError } from '../http/api-error.js';

/** What a request asks of `_source`: `none` means no source at all (`_source: false`). */
export interface SourceSelection {
  includes: string[];
  excludes: string[];
  none: boolean;
}

function splitList(text: string): string[] {
  return text
    .split(',')
    .map((field) => field.trim())
    .filter((field) => field !== '');
}

/**
 * A `_source_include(s)` / `_source_exclude(s)` query parameter as a list of patterns. It is comma-separated;
 * a repeated parameter (which Express hands over as a list) adds to the list.
 */
export function parseSourceFields(value: unknown, name = 'source field list'): string[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return splitList(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.flatMap(splitList);
  throw new ApiError(400, `${name} must be a comma-separated list of field names`);
}

function patternList(value: unknown, name: string): string[] {
  if (value === undefined || value === null) return [];
  // ES takes a body string as one pattern, unlike the comma-separated URL form.
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.filter((item) => item !== '');
  throw new ApiError(400, `${name} must be a field name or a list of field names`);
}

const OBJECT_KEYS: Record<string, 'includes' | 'excludes'> = {
  includes: 'includes',
  include: 'includes',
  excludes: 'excludes',
  exclude: 'excludes',
};

/**
 * The body's `_source` in any of the forms ES accepts: `true`/`false`, one pattern, a list of patterns, or
 * `{includes, excludes}` (the singular `include`/`exclude` of older ES versions too).
 */
export function parseBodySource(value: unknown): SourceSelection {
  const selection: SourceSelection = { includes: [], excludes: [], none: false };
  if (value === undefined || value === null || value === true) return selection;
  if (value === false) return { ...selection, none: true };
  if (typeof value === 'string' || Array.isArray(value))
    return { ...selection, includes: patternList(value, '_source') };
  if (typeof value === 'object') {
    for (const [key, patterns] of Object.entries(value)) {
      const target = Object.hasOwn(OBJECT_KEYS, key) ? OBJECT_KEYS[key] : undefined;
      if (!target) throw new ApiError(400, `_source has an unknown key "${key}"; use includes and excludes`);
      selection[target].push(...patternList(patterns, `_source.${key}`));
    }
    return selection;
  }
  throw new ApiError(400, '_source must be a boolean, a field name, a list of field names or {includes, excludes}');
}

/** Bounds on `_source` patterns: each pattern is run against every key of every hit. */
export interface SourcePatternLimits {
  sourcePatterns: number;
  sourcePatternLength: number;
  sourceWildcards: number;
}

/** Refuses, with a 400 naming the limit, `_source` patterns too many, too long or too wild to match cheaply. */
export function checkSourcePatterns(patterns: readonly string[], limits: SourcePatternLimits): void {
  if (patterns.length > limits.sourcePatterns)
    throw new ApiError(
      400,
      `_source names ${patterns.length} field patterns; at most ${limits.sourcePatterns} are allowed (limits.sourcePatterns)`,
    );
  for (const pattern of patterns) {
    if (pattern.length > limits.sourcePatternLength)
      throw new ApiError(
        400,
        `_source pattern "${pattern.slice(0, 40)}…" is longer than ${limits.sourcePatternLength} characters (limits.sourcePatternLength)`,
      );
    const wildcards = pattern.split('*').length - 1;
    if (wildcards > limits.sourceWildcards)
      throw new ApiError(
        400,
        `_source pattern "${pattern.slice(0, 40)}" has ${wildcards} wildcards; at most ${limits.sourceWildcards} are allowed (limits.sourceWildcards)`,
      );
  }
}
