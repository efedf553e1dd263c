import { slugify } from '../text/slugify.js';

/** Fields a slug can come from. Typed `unknown` so that catalogue documents with an index signature fit. */
export interface SlugSource {
  readonly id?: unknown;
  readonly name?: unknown;
  readonly slug?: unknown;
  readonly url_key?: unknown;
}

export function nonEmptyString(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The indexer's slug, else url_key, else what the indexer would have computed: slugify(name + '-' + id)
 * (see docs/api.md#catalogue-documents). Going through slugify on the whole string keeps "Tee " + id from producing a double dash.
 */
export function entitySlug(entity: SlugSource): string {
  const stored = nonEmptyString(entity.slug) ?? nonEmptyString(entity.url_key);
  if (stored) return stored;
  const name = nonEmptyString(entity.name) ?? '';
  const id = nonEmptyString(entity.id);
  return slugify(id === undefined ? name : `${name}-${id}`);
}
