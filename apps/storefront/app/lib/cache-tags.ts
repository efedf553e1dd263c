/** VSF1's tag prefixes (`X-VS-Cache-Tags: P1852 P198 C20`): one per catalogue entity a page shows. */
const TAG_PREFIX: Record<string, string> = { product: 'P', category: 'C' };

function idOf(item: unknown): string | undefined {
  const id = typeof item === 'object' && item !== null ? (item as { id?: unknown }).id : undefined;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  // Tags travel in a space-separated header: only plain ids qualify.
  return typeof id === 'string' && /^[\w.-]{1,64}$/.test(id) ? id : undefined;
}

/** Adds the tags of the documents a page read: products by `P<id>`, categories by `C<id>`; other entities none. */
export function addCacheTags(tags: Set<string>, entity: string, items: readonly unknown[]): void {
  const prefix = TAG_PREFIX[entity];
  if (!prefix) return;
  for (const item of items) {
    const id = idOf(item);
    if (id !== undefined) tags.add(`${prefix}${id}`);
  }
}
