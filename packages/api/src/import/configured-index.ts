export type ConfiguredIndexMatch = { ok: true; index: string } | { ok: false; reason: string };

/**
 * What may follow a configured index name in a dump's `_index`: a timestamp or a version, with or without a
 * separator (`1507151193738`, `_1587031505`, `1_13`, `_v2`). Letters are not allowed, so `_de` never counts as one:
 * `vue_storefront_catalog_de…` must never land in `vue_storefront_catalog`.
 */
const VERSION_SUFFIX = /^[_.-]?v?\d+(?:[_.-]v?\d+)*$/i;

function listOf(configured: readonly string[]): string {
  return configured.join(', ');
}

/**
 * Maps the index named by a dump to the configured index it belongs to: the same name, or a configured name plus a
 * timestamp or version suffix (`vue_storefront_catalog1507151193738` → `vue_storefront_catalog`,
 * `vue_storefront_catalog_de1507151193738` → `vue_storefront_catalog_de`). When no configured index, or more than
 * one, fits, it refuses rather than guess a store view, and says how to choose with `--index`.
 */
export function matchConfiguredIndex(name: string, configured: readonly string[]): ConfiguredIndexMatch {
  if (configured.includes(name)) return { ok: true, index: name };
  const candidates = configured.filter(
    (index) => name.length > index.length && name.startsWith(index) && VERSION_SUFFIX.test(name.slice(index.length)),
  );
  if (candidates.length === 1) return { ok: true, index: candidates[0]! };
  const choose = `pass --index <name> to import into one of the configured indexes (config catalog.indices): ${listOf(configured)}`;
  if (candidates.length > 1) {
    return {
      ok: false,
      reason: `index "${name}" could belong to more than one configured index (${listOf(candidates)}); ${choose}`,
    };
  }
  return {
    ok: false,
    reason: `index "${name}" is not a configured catalogue index and does not belong to one; ${choose}`,
  };
}
