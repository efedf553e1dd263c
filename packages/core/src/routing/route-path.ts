import { safeDecode } from './safe-decode.js';
import { pathSegments } from './url-parts.js';

/** Fills the `:name` segments of a pattern; each value is encoded so that a SKU with '/' stays one segment. */
export function buildPath(pattern: string, params: Readonly<Record<string, string | undefined>>): string {
  const segments = pathSegments(pattern).map((segment) => {
    if (!segment.startsWith(':')) return segment;
    const value = params[segment.slice(1)];
    if (value === undefined || value === '') {
      throw new Error(`Missing route parameter "${segment.slice(1)}" for ${pattern}`);
    }
    return encodeURIComponent(value);
  });
  return `/${segments.join('/')}`;
}

/** Matches a pathname against a `:name` pattern, segment by segment; a trailing slash is ignored. */
export function matchPathPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  const expected = pathSegments(pattern);
  const actual = pathSegments(pathname);
  if (expected.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of expected.entries()) {
    const value = actual[index] as string;
    if (segment.startsWith(':')) params[segment.slice(1)] = safeDecode(value);
    else if (segment !== value) return undefined;
  }
  return params;
}
