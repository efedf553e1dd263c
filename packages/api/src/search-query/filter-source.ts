import { isRecord } from '@storefront/core';
import type { MatchState } from './path-glob-matcher.js';
import { PathGlobMatcher } from './path-glob-matcher.js';

type Source = Record<string, unknown>;

interface Cursor {
  matcher: PathGlobMatcher;
  state: MatchState;
}

/** Per filter, so the matchers' step caches live only as long as one response. */
interface Walk {
  matchAll: PathGlobMatcher;
}

function step(cursor: Cursor, text: string): Cursor {
  return { matcher: cursor.matcher, state: cursor.matcher.step(cursor.state, text) };
}

const accepts = (cursor: Cursor) => cursor.matcher.accepts(cursor.state);
const isDead = (cursor: Cursor) => cursor.matcher.isDead(cursor.state);

function filterList(walk: Walk, list: readonly unknown[], include: Cursor, exclude: Cursor): unknown[] {
  const kept: unknown[] = [];
  // Elements carry no index in the path: objects in a list are filtered as if they sat at the list's own path.
  for (const element of list) {
    if (isRecord(element)) {
      const filtered = filterObject(walk, element, step(include, '.'), step(exclude, '.'));
      if (Object.keys(filtered).length > 0) kept.push(filtered);
    } else if (Array.isArray(element)) {
      const filtered = filterList(walk, element, include, exclude);
      if (filtered.length > 0) kept.push(filtered);
    } else if (accepts(include)) {
      kept.push(element);
    }
  }
  return kept;
}

function filterObject(walk: Walk, object: Source, include: Cursor, exclude: Cursor): Source {
  const kept: Source = {};
  for (const [key, value] of Object.entries(object)) {
    const keyInclude = step(include, key);
    if (isDead(keyInclude)) continue;
    const keyExclude = step(exclude, key);
    if (accepts(keyExclude)) continue;

    let below = keyInclude;
    if (accepts(keyInclude)) {
      if (isDead(step(keyExclude, '.'))) {
        kept[key] = value;
        continue;
      }
      // Included as a whole, yet some exclude may still match inside: from here on only excludes decide.
      below = { matcher: walk.matchAll, state: walk.matchAll.start };
    }

    if (isRecord(value)) {
      const inner = step(below, '.');
      if (isDead(inner)) continue;
      const filtered = filterObject(walk, value, inner, step(keyExclude, '.'));
      if (accepts(keyInclude) || Object.keys(filtered).length > 0) kept[key] = filtered;
    } else if (Array.isArray(value)) {
      const filtered = filterList(walk, value, below, keyExclude);
      // ES >= 7.8 keeps a list that was already empty when its key is selected, as it keeps selected empty objects.
      if (filtered.length > 0 || (value.length === 0 && accepts(keyInclude))) kept[key] = filtered;
    } else if (accepts(keyInclude)) {
      kept[key] = value;
    }
  }
  return kept;
}

/**
 * Elasticsearch `_source` filtering: a field is kept when its dotted path (or the path of an object above it) matches
 * an include pattern (no includes = everything) and neither it nor an object above it matches an exclude pattern.
 * `*` matches any characters including dots. Mirrors ES 7.8+ (`XContentMapValues.filter`), including its edges:
 * an object emptied by excludes stays as `{}` when its own path was included, a list stays only if it was empty to
 * begin with, and anything else that filtering empties disappears. `source` is not changed; kept subtrees are shared.
 *
 * Returns a filter to apply to every hit of one response, so the pattern matching done for one hit serves the next.
 */
export function createSourceFilter(
  includes: readonly string[],
  excludes: readonly string[],
): (source: Source) => Source {
  if (includes.length === 0 && excludes.length === 0) return (source) => source;
  const walk: Walk = { matchAll: new PathGlobMatcher(['*']) };
  const include = includes.length === 0 ? walk.matchAll : new PathGlobMatcher(includes);
  const exclude = new PathGlobMatcher(excludes);
  return (source) =>
    filterObject(walk, source, { matcher: include, state: include.start }, { matcher: exclude, state: exclude.start });
}

/** `createSourceFilter` for a single document. */
export function filterSource(source: Source, includes: readonly string[], excludes: readonly string[]): Source {
  return createSourceFilter(includes, excludes)(source);
}
