import { isRecord } from '@storefront/core';
/**
 * Short names for product fields in `response_format=compact` (VSF `products.fieldsToCompact`, long → short).
 * Kept free of API imports so the storefront can share it (it belongs in core once the client needs it).
 */
export type FieldRenames = Readonly<Record<string, string>>;

type Source = Record<string, unknown>;

/** Renames in map order, overwriting a field already holding the new name, as VSF's compact and decompact do. */
function rename(source: Source, pairs: ReadonlyArray<readonly [string, string]>): Source {
  const renamed: Source = { ...source };
  for (const [from, to] of pairs) {
    if (from === to || !Object.hasOwn(renamed, from) || renamed[from] === undefined) continue;
    renamed[to] = renamed[from];
    delete renamed[from];
  }
  return renamed;
}

function renameProduct(
  source: Source,
  pairs: ReadonlyArray<readonly [string, string]>,
  prepareChild: (child: Source) => Source = (child) => child,
): Source {
  const renamed = rename(source, pairs);
  const children = source.configurable_children;
  if (Array.isArray(children)) {
    renamed.configurable_children = children.map((child) =>
      isRecord(child) ? rename(prepareChild(child), pairs) : child,
    );
  }
  return renamed;
}

/**
 * A product `_source` in compact form: fields renamed on the product and on each configurable child, and the child
 * fields listed in `fieldsToCompress` dropped where they equal the parent's (VSF `products.fieldsToCompress`).
 */
export function compactProduct(
  source: Source,
  fieldsToCompact: FieldRenames,
  fieldsToCompress: readonly string[] = [],
): Source {
  const dropInherited = (child: Source): Source => {
    const kept = { ...child };
    for (const field of fieldsToCompress) {
      if (Object.hasOwn(kept, field) && kept[field] === source[field]) delete kept[field];
    }
    return kept;
  };
  return renameProduct(source, Object.entries(fieldsToCompact), dropInherited);
}

/** Undoes `compactProduct`'s renames (what VSF's frontend `decompactItem` does); compressed child fields stay absent. */
export function expandCompactProduct(source: Source, fieldsToCompact: FieldRenames): Source {
  return renameProduct(
    source,
    Object.entries(fieldsToCompact).map(([long, short]) => [short, long] as const),
  );
}
