export type LeafValue = string | number | boolean;

/**
 * Every value found at a dotted path, flattening arrays at any depth, as Elasticsearch indexes object arrays.
 * Objects at the end of the path count as present (for `exists`) but give no leaf value.
 */
export function collectPath(source: unknown, path: readonly string[], leaves: LeafValue[]): boolean {
  return walk(source, path, 0, leaves);
}

function walk(node: unknown, path: readonly string[], depth: number, leaves: LeafValue[]): boolean {
  if (node === null || node === undefined) return false;
  if (Array.isArray(node)) {
    let found = false;
    for (const item of node) found = walk(item, path, depth, leaves) || found;
    return found;
  }
  if (depth === path.length) {
    if (typeof node === 'string' || typeof node === 'number' || typeof node === 'boolean') {
      if (typeof node === 'number' && !Number.isFinite(node)) return false;
      leaves.push(node);
    }
    return true;
  }
  if (typeof node !== 'object') return false;
  const key = path[depth]!;
  // Own keys only: a field named `constructor` or `__proto__` must not find Object.prototype's members.
  if (!Object.hasOwn(node, key)) return false;
  return walk((node as Record<string, unknown>)[key], path, depth + 1, leaves);
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * The key a term is matched by: numbers, numeric strings and booleans compare by value ("26" equals 26), as they do
 * in an Elasticsearch field mapped as a number or boolean.
 */
export function termKey(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return NUMERIC.test(value) ? String(Number(value)) : value;
  return undefined;
}

/** Exact (keyword) key: strings compare verbatim, numbers and booleans by value. */
export function keywordKey(value: unknown): string | undefined {
  return typeof value === 'string' ? value : termKey(value);
}

/** Numeric view of a value for ranges and sorting: numbers, numeric strings, dates (as UTC epoch ms), booleans. */
export function toNumber(value: unknown, now: () => number = Date.now): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value !== 'string') return undefined;
  if (NUMERIC.test(value)) return Number(value);
  if (value === 'now') return now();
  const m = DATE.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  let ms = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s, Math.round(Number(`0.${frac}`) * 1000));
  if (zone && zone !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.replace(/[+:-]/g, '');
    ms -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return Number.isFinite(ms) ? ms : undefined;
}
