import type { CatalogSource } from '@storefront/core';
import type { SqlExecutor } from './sql.js';

/** What one catalogue version changed: `ids` undefined means everything (too many, a replace-all, or pruned). */
export interface CatalogChange {
  version: number;
  /** The `_id`s written or deleted; undefined: everything. */
  ids?: string[];
  /** For products: the categories the changed products were in before the write or are in after it. */
  categoryIds: string[];
}

/** One document to write: `id` is the Elasticsearch `_id` (a string), `source` the `_source`. */
export interface CatalogDocumentInput {
  id: string;
  source: CatalogSource;
}

/** A stored document as the search index reads it; `seq` is a stable numeric key for fetching sources by hit. */
export interface StoredCatalogDocument {
  seq: number;
  id: string;
  json: string;
}

export type CatalogWriteOperation =
  | { kind: 'clear'; index: string; entity: string }
  | { kind: 'upsert'; index: string; entity: string; document: CatalogDocumentInput };

export interface CatalogCount {
  index: string;
  entity: string;
  count: number;
}

/**
 * All catalogue storage goes through this interface, so a PostgreSQL implementation can replace SQLite without
 * touching callers. Methods are asynchronous for that reason even where SQLite answers synchronously.
 */
export interface CatalogRepository {
  /**
   * Applies every operation in one transaction: either all of them land or none does. Returns the number of
   * documents upserted per `index/entity`.
   */
  write(operations: Iterable<CatalogWriteOperation>): Promise<Map<string, number>>;
  /** Streams the documents of one index/entity in insertion order. */
  scan(index: string, entity: string): AsyncIterable<StoredCatalogDocument>;
  /** How many documents one index/entity holds. */
  count(index: string, entity: string): Promise<number>;
  /** Raw JSON sources by `seq`, for the hits of a search. */
  getSources(seqs: readonly number[]): Promise<Map<number, string>>;
  /** The stored documents of index/entity with these `_id`s (those that exist), for applying changes to an index. */
  getDocuments(index: string, entity: string, ids: readonly string[]): Promise<StoredCatalogDocument[]>;
  /** One document by `_id`, or undefined. */
  getById(index: string, entity: string, id: string): Promise<CatalogSource | undefined>;
  /**
   * Stores a new document under the next numeric `_id` (one above the largest numeric `_id` of index/entity). The id
   * is chosen and the document written in one transaction, so two concurrent writers never share an id and one
   * never overwrites the other. `build` receives the id and returns the source; the stored source is returned.
   */
  insertWithNextId(index: string, entity: string, build: (id: number) => CatalogSource): Promise<CatalogSource>;
  /** Grows by at least one with every write that touches `index/entity`; search caches compare it. */
  getVersion(index: string, entity: string): Promise<number>;
  /**
   * What the versions after `after` up to `upTo` of index/entity changed, oldest first, or undefined when the log no
   * longer (or never did) cover them all: then anything may have changed.
   */
  changesBetween(index: string, entity: string, after: number, upTo: number): Promise<CatalogChange[] | undefined>;
  counts(): Promise<CatalogCount[]>;
  /**
   * Reads one document, lets `change` build its new source (undefined: leave it) and writes it, in one transaction
   * with its version bump and change row, so nothing written meanwhile is lost. `within` runs in that transaction
   * after the write (the back-office's audit, docs/back-office.md#audit); its throw undoes the write. `touch` records,
   * in the same transaction, documents of another entity of the index as changed without rewriting them (a review's
   * product, whose page shows it), so caches that follow that entity's log drop them. Answers the source before and
   * after, or undefined when there is no such document.
   */
  update(
    index: string,
    entity: string,
    id: string,
    change: (source: CatalogSource) => CatalogSource | undefined,
    options?: CatalogUpdateOptions,
  ): Promise<{ before: CatalogSource; after: CatalogSource | undefined } | undefined>;
}

export interface CatalogUpdateOptions {
  within?: (tx: SqlExecutor, before: CatalogSource, after: CatalogSource | undefined) => Promise<void>;
  /** Of the same index: `ids` of `entity` to record as changed when the document changed (their sources stay). */
  touch?: (after: CatalogSource) => { entity: string; ids: string[] } | undefined;
  /**
   * Of the same index: other documents that carry copies of the changed document's fields (a category's name in its
   * ancestors' `children_data` and its products' `category`), found with `tx` and rewritten by `change` in the same
   * transaction, each with its change row and its entity's version bump; `change` answers undefined to leave one.
   * Runs only when the document changed.
   */
  copies?: (
    tx: SqlExecutor,
    before: CatalogSource,
    after: CatalogSource,
  ) => Promise<Array<{ entity: string; ids: string[]; change: (source: CatalogSource) => CatalogSource | undefined }>>;
}

export function catalogKey(index: string, entity: string): string {
  return `${index}/${entity}`;
}
