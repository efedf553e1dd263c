import { isRecord, spotAttributeProblems } from '@storefront/core';
import type { CatalogEntityType, CatalogSource } from '@storefront/core';
import { resolveIndexAndEntity } from './entity-resolution.js';
import { normalizeDocument } from './normalize-document.js';

export interface DocumentHints {
  /** `--entity`: wins over whatever the dump says. */
  entity?: CatalogEntityType;
  /** From the file name; used only when the document itself does not tell. */
  fileEntity?: CatalogEntityType;
  /** Elements of a JSON array may be bare documents; an NDJSON line must be a hit with `_source`. */
  allowBareDocuments: boolean;
}

export type CatalogDocumentResult =
  | {
      ok: true;
      /** The index the entry names, without entity suffix and `_<timestamp>`; not yet mapped to a configured one. */
      index: string | undefined;
      /** `_index` exactly as the dump wrote it, for messages. */
      dumpIndex?: string;
      entity: CatalogEntityType;
      id: string;
      source: CatalogSource;
    }
  | { ok: false; reason: string };

const HIT_KEYS = ['_source', '_index', '_type', '_id'];

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function finish(
  index: string | undefined,
  entity: CatalogEntityType,
  id: string | undefined,
  source: CatalogSource,
  dumpIndex?: string,
): CatalogDocumentResult {
  if (id === undefined) return { ok: false, reason: 'no _id and no id in the document' };
  // A spot whose clock or rules cannot be read would be booked on the wrong hours: the line is refused, named.
  const spotProblems = entity === 'product' ? spotAttributeProblems(source) : [];
  if (spotProblems.length > 0) return { ok: false, reason: spotProblems.join('; ') };
  return { ok: true, index, dumpIndex, entity, id, source: normalizeDocument(entity, source) };
}

function fromHit(hit: Record<string, unknown>, hints: DocumentHints): CatalogDocumentResult {
  if (!('_source' in hit)) return { ok: false, reason: 'missing _source' };
  const source = hit._source;
  if (!isRecord(source)) return { ok: false, reason: '_source is not an object' };
  const rawIndex = optionalString(hit._index);
  const rawType = optionalString(hit._type);
  const resolved = resolveIndexAndEntity(rawIndex, hints.entity ?? rawType);
  if (!resolved.ok) return resolved;
  const entity = resolved.entity ?? hints.fileEntity;
  if (entity === undefined) {
    return {
      ok: false,
      reason: `unknown entity: neither _type ${JSON.stringify(rawType ?? null)} nor _index ${JSON.stringify(rawIndex ?? null)} names a catalogue entity type`,
    };
  }
  return finish(resolved.index, entity, idOf(hit._id) ?? idOf(source.id), source, rawIndex);
}

function fromBareDocument(document: Record<string, unknown>, hints: DocumentHints): CatalogDocumentResult {
  const entity = hints.entity ?? hints.fileEntity;
  if (entity === undefined) {
    return {
      ok: false,
      reason: 'unknown entity: name the file after it (products.json, categories.json, …) or pass --entity <type>',
    };
  }
  return finish(undefined, entity, idOf(document.id), document);
}

/**
 * Turns one parsed dump entry (an Elasticsearch hit `{_index, _type, _id, _source}` or a bare document) into the
 * document to store, or the reason to skip it. `index` is undefined when the entry does not name one.
 */
export function toCatalogDocument(value: unknown, hints: DocumentHints): CatalogDocumentResult {
  if (!isRecord(value)) return { ok: false, reason: 'not a JSON object' };
  const isHit = !hints.allowBareDocuments || HIT_KEYS.some((key) => key in value);
  return isHit ? fromHit(value, hints) : fromBareDocument(value, hints);
}
