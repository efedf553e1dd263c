export { importCatalogFiles, type ImportOptions } from './import-catalog-files.js';
export type { ImportReport, ImportedCount, ImportedFile } from './import-report.js';
export { formatImportSummary, formatSkippedLines } from './import-report.js';
export { ImportError } from './import-error.js';
export {
  entityFromFileName,
  resolveIndexAndEntity,
  splitIndexName,
  type ResolvedIndexAndEntity,
} from './entity-resolution.js';
export { matchConfiguredIndex, type ConfiguredIndexMatch } from './configured-index.js';
export { detectFileFormat, type DumpFileFormat } from './file-format.js';
export { readLinesSync, type FileLine } from './line-reader.js';
export { normalizeDocument } from './normalize-document.js';
export { toCatalogDocument, type CatalogDocumentResult, type DocumentHints } from './to-catalog-document.js';
export { IMPORT_USAGE, parseImportArgs, type ImportCliOptions, type ParsedImportArgs } from './import-cli-args.js';
export { runImportCli, type ImportCliIo } from './run-import-cli.js';
