import { accessSync, constants, statSync } from 'node:fs';
import {
  CATALOG_ENTITY_TYPES,
  isCatalogEntityType,
  type CatalogEntityType,
  type CatalogSource,
} from '@storefront/core';
import { catalogKey, type CatalogRepository, type CatalogWriteOperation } from '../db/catalog-repository.js';
import { readDumpRecords, type DumpRecord } from './dump-records.js';
import { entityFromFileName } from './entity-resolution.js';
import { detectFileFormat, type DumpFileFormat } from './file-format.js';
import { matchConfiguredIndex } from './configured-index.js';
import { ImportError } from './import-error.js';
import { MAX_SKIPPED_MESSAGES, type ImportedCount, type ImportedFile, type ImportReport } from './import-report.js';
import { toCatalogDocument } from './to-catalog-document.js';

export interface ImportOptions {
  /** Index for documents whose dump does not name one (plain JSON arrays). */
  defaultIndex: string;
  /** `config.catalog.indices`: nothing may land anywhere else. */
  allowedIndices: string[];
  /** `--index`: overrides every other source of the index. */
  index?: string;
  /** `--entity`: overrides `_type`, the index name and the file name. */
  entity?: string;
  /** Clear every index/entity the import touches before writing to it, in the same transaction. */
  replace?: boolean;
  /** Parse and report without writing. */
  dryRun?: boolean;
}

interface ImportState {
  counts: Map<string, ImportedCount>;
  /** Dump index name → the configured index it was mapped to, for every name that needed mapping. */
  indexMappings: Map<string, string>;
  files: ImportedFile[];
  skipped: string[];
  skippedCount: number;
}

function checkEntity(entity: string | undefined): CatalogEntityType | undefined {
  if (entity === undefined || isCatalogEntityType(entity)) return entity;
  throw new ImportError(`unknown entity type "${entity}"; expected one of: ${CATALOG_ENTITY_TYPES.join(', ')}`);
}

function checkIndex(index: string, allowed: readonly string[], where: string): void {
  if (allowed.includes(index)) return;
  throw new ImportError(
    `${where}: index "${index}" is not a configured catalogue index (config catalog.indices); allowed: ${allowed.join(', ')}`,
  );
}

/** Fails before the transaction starts, so a typo in the last file name does not cost a long parse first. */
function checkReadable(file: string): void {
  try {
    if (statSync(file).isDirectory()) throw new Error('it is a directory');
    accessSync(file, constants.R_OK);
  } catch (error) {
    throw new ImportError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function skip(state: ImportState, file: ImportedFile, message: string): void {
  state.skippedCount += 1;
  file.skipped += 1;
  if (state.skipped.length < MAX_SKIPPED_MESSAGES) state.skipped.push(message);
}

interface FileDocument {
  location: string;
  index: string | undefined;
  dumpIndex?: string;
  entity: CatalogEntityType;
  id: string;
  source: CatalogSource;
}

/** The usable documents of one file; bad lines are recorded as skipped on the way. */
function* documentsOf(
  file: string,
  entityFlag: CatalogEntityType | undefined,
  replace: boolean,
  state: ImportState,
): Generator<FileDocument> {
  let format: DumpFileFormat;
  try {
    format = detectFileFormat(file);
  } catch (error) {
    throw new ImportError(`cannot read ${file}: ${(error as Error).message}`);
  }
  const report: ImportedFile = { file, format, documents: 0, skipped: 0 };
  state.files.push(report);
  const hints = {
    entity: entityFlag,
    fileEntity: entityFromFileName(file),
    allowBareDocuments: format === 'json-array',
  };
  const records = readDumpRecords(file, format)[Symbol.iterator]();
  // Closed explicitly: an error or an aborted write must not leave the file descriptor of a dump open.
  try {
    for (;;) {
      let next: IteratorResult<DumpRecord>;
      try {
        next = records.next();
      } catch (error) {
        if (error instanceof ImportError) throw error;
        throw new ImportError(`cannot read ${file}: ${(error as Error).message}`);
      }
      if (next.done) return;
      const record = next.value;
      // Under --replace a cut-off download would empty the index/entity and refill it with only part of the file.
      if (replace && 'truncated' in record) {
        throw new ImportError(
          `${record.location}: ${record.error}. Nothing was imported: download the file again (or import without --replace to skip the line)`,
        );
      }
      const document =
        'error' in record ? { ok: false as const, reason: record.error } : toCatalogDocument(record.value, hints);
      if (!document.ok) {
        skip(state, report, `${record.location}: ${document.reason}`);
        continue;
      }
      report.documents += 1;
      yield { location: record.location, ...document };
    }
  } finally {
    records.return?.();
  }
}

/** The configured index a dump's index name belongs to; throws (aborting the import) when none clearly does. */
function configuredIndexOf(
  name: string,
  dumpIndex: string | undefined,
  location: string,
  options: ImportOptions,
  state: ImportState,
): string {
  if (options.allowedIndices.includes(name)) return name;
  const mapped = state.indexMappings.get(name);
  if (mapped !== undefined) return mapped;
  const match = matchConfiguredIndex(name, options.allowedIndices);
  if (!match.ok) {
    const from = dumpIndex !== undefined && dumpIndex !== name ? ` (from _index "${dumpIndex}")` : '';
    throw new ImportError(`${location}: ${match.reason}${from}`);
  }
  if (match.index !== name) state.indexMappings.set(name, match.index);
  return match.index;
}

/**
 * Lazily produces the write operations of every file, one document at a time, so a dump of 100 000 products never
 * sits in memory whole. Synchronous because better-sqlite3 consumes it inside a synchronous transaction.
 */
function* operationsOf(
  files: readonly string[],
  options: ImportOptions,
  state: ImportState,
): Generator<CatalogWriteOperation> {
  const entityFlag = checkEntity(options.entity);
  const cleared = new Set<string>();
  for (const file of files) {
    for (const { location, index: named, dumpIndex, entity, id, source } of documentsOf(
      file,
      entityFlag,
      options.replace ?? false,
      state,
    )) {
      const index =
        options.index ??
        (named === undefined ? options.defaultIndex : configuredIndexOf(named, dumpIndex, location, options, state));
      checkIndex(index, options.allowedIndices, location);
      const key = catalogKey(index, entity);
      if (options.replace && !cleared.has(key)) {
        cleared.add(key);
        yield { kind: 'clear', index, entity };
      }
      yield { kind: 'upsert', index, entity, document: { id, source } };
      const count = state.counts.get(key) ?? { index, entity, count: 0 };
      count.count += 1;
      state.counts.set(key, count);
    }
  }
}

/**
 * Imports vue-storefront-api catalogue dumps (elasticdump NDJSON, one or all entities per file) and plain JSON
 * arrays of documents. Every file goes through one `repository.write`, i.e. one transaction: a file that cannot be
 * read, or a document aimed at an index that is not configured, leaves the catalogue exactly as it was. Single bad
 * lines are skipped and reported instead.
 */
export async function importCatalogFiles(
  repository: CatalogRepository,
  files: string[],
  options: ImportOptions,
): Promise<ImportReport> {
  const started = performance.now();
  if (files.length === 0) throw new ImportError('no files to import');
  checkEntity(options.entity);
  if (options.index !== undefined) checkIndex(options.index, options.allowedIndices, '--index');
  for (const file of files) checkReadable(file);

  const state: ImportState = { counts: new Map(), indexMappings: new Map(), files: [], skipped: [], skippedCount: 0 };
  const operations = operationsOf(files, options, state);
  if (options.dryRun) {
    for (const _operation of operations) {
      // Drained only for its parsing and counting.
    }
  } else {
    await repository.write(operations);
  }

  const counts = [...state.counts.values()].sort((a, b) => compare(a.index, b.index) || compare(a.entity, b.entity));
  return {
    dryRun: options.dryRun ?? false,
    replace: options.replace ?? false,
    counts,
    total: counts.reduce((sum, c) => sum + c.count, 0),
    indexMappings: [...state.indexMappings].map(([from, to]) => ({ from, to })),
    files: state.files,
    skippedCount: state.skippedCount,
    skipped: state.skipped,
    durationMs: Math.round(performance.now() - started),
  };
}
