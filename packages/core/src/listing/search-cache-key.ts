function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) sorted[key] = (value as Record<string, unknown>)[key];
  return sorted;
}

/** JSON with object keys in sorted order at every depth; arrays keep their order, since it means something there. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, sortedKeys) ?? 'undefined';
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/**
 * Key of the local search-results cache (see docs/behaviour.md#search): FNV-1a over the canonical
 * JSON, 64 bits so that thousands of cached queries do not collide, and the same for two queries that differ only in key
 * order. Not a security hash; nothing trusts it beyond cache lookup.
 */
export function searchCacheKey(query: unknown): string {
  let hash = FNV_OFFSET;
  const text = canonicalJson(query);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= BigInt(text.charCodeAt(index));
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}
