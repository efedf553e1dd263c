/** Every property optional at every depth; arrays stay whole because a merge replaces them. */
export type DeepPartial<T> = T extends readonly unknown[]
  ? T
  : T extends object
    ? { [K in keyof T]?: DeepPartial<T[K]> }
    : T;

// Override objects come from JSON files: an own '__proto__' key would otherwise reach Object.prototype.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (!UNSAFE_KEYS.has(key)) out[key] = cloneValue(item);
  return out;
}

/** Untyped deep merge for data of unknown shape (parsed JSON); the result shares nothing with its inputs. */
export function mergeUnknown(base: unknown, override: unknown): unknown {
  if (override === undefined) return cloneValue(base);
  if (!isPlainObject(base) || !isPlainObject(override)) return cloneValue(override);
  const out = cloneValue(base) as Record<string, unknown>;
  for (const [key, value] of Object.entries(override)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue;
    out[key] = mergeUnknown(out[key], value);
  }
  return out;
}

/**
 * Deep merge: objects merge key by key, arrays and scalars of `override` replace those of `base`, undefined keeps the
 * base value. Neither input is modified and the result shares no object with them.
 */
export function mergeConfig<T>(base: T, override: NoInfer<DeepPartial<T>> | undefined): T {
  return mergeUnknown(base, override) as T;
}
