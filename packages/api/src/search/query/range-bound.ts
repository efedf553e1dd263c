import { toNumber } from '../field-values.js';

const MATH = /^(?:([+-])(\d+)([yMwdhHms])|\/([yMwdhHms]))/;

/** Truncates a UTC time to the start of its unit (`/d`), or to the last millisecond of it when rounding up. */
function round(ms: number, unit: string, up: boolean): number {
  const d = new Date(ms);
  const parts = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()];
  let start: number;
  let next: number;
  switch (unit) {
    case 'y':
      start = Date.UTC(parts[0]!, 0, 1);
      next = Date.UTC(parts[0]! + 1, 0, 1);
      break;
    case 'M':
      start = Date.UTC(parts[0]!, parts[1]!, 1);
      next = Date.UTC(parts[0]!, parts[1]! + 1, 1);
      break;
    case 'w': {
      // ISO weeks start on Monday.
      const day = (d.getUTCDay() + 6) % 7;
      start = Date.UTC(parts[0]!, parts[1]!, parts[2]! - day);
      next = start + 7 * 86_400_000;
      break;
    }
    case 'd':
      start = Date.UTC(parts[0]!, parts[1]!, parts[2]!);
      next = start + 86_400_000;
      break;
    case 'h':
    case 'H':
      start = Date.UTC(parts[0]!, parts[1]!, parts[2]!, parts[3]!);
      next = start + 3_600_000;
      break;
    case 'm':
      start = Date.UTC(parts[0]!, parts[1]!, parts[2]!, parts[3]!, parts[4]!);
      next = start + 60_000;
      break;
    default:
      start = Math.floor(ms / 1000) * 1000;
      next = start + 1000;
  }
  return up ? next - 1 : start;
}

function add(ms: number, amount: number, unit: string): number {
  const d = new Date(ms);
  switch (unit) {
    case 'y':
      return d.setUTCFullYear(d.getUTCFullYear() + amount);
    case 'M':
      return d.setUTCMonth(d.getUTCMonth() + amount);
    case 'w':
      return ms + amount * 7 * 86_400_000;
    case 'd':
      return ms + amount * 86_400_000;
    case 'h':
    case 'H':
      return ms + amount * 3_600_000;
    case 'm':
      return ms + amount * 60_000;
    default:
      return ms + amount * 1000;
  }
}

/**
 * A range bound as the engine compares it: a number, a numeric string, a date, or Elasticsearch date math
 * (`now-7d`, `now/d`, `2026-01-01||+1M/M`). Rounding goes up for `gt` and `lte`, down for `gte` and `lt`, as in ES.
 * Undefined when the value cannot be read, so the caller can refuse it rather than silently ignore the bound.
 */
export function readRangeBound(value: unknown, now: number, roundUp: boolean): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const plain = toNumber(value, () => now);
  if (plain !== undefined) return plain;
  let anchor: number | undefined;
  let math: string;
  if (value.startsWith('now')) {
    anchor = now;
    math = value.slice(3);
  } else {
    const split = value.indexOf('||');
    if (split < 0) return undefined;
    anchor = toNumber(value.slice(0, split));
    math = value.slice(split + 2);
  }
  if (anchor === undefined) return undefined;
  let ms = anchor;
  while (math.length > 0) {
    const m = MATH.exec(math);
    if (!m) return undefined;
    if (m[4]) ms = round(ms, m[4], roundUp);
    else ms = add(ms, (m[1] === '-' ? -1 : 1) * Number(m[2]), m[3]!);
    math = math.slice(m[0].length);
  }
  return Number.isFinite(ms) ? ms : undefined;
}
