import type { DumpFileFormat } from './file-format.js';

export interface ImportedCount {
  index: string;
  entity: string;
  count: number;
}

export interface ImportedFile {
  file: string;
  format: DumpFileFormat;
  documents: number;
  skipped: number;
}

export interface ImportReport {
  dryRun: boolean;
  replace: boolean;
  /** Documents written (or, in a dry run, that would be) per index/entity, sorted by index then entity. */
  counts: ImportedCount[];
  total: number;
  /** Index names of the dumps that were mapped to a configured index (`vue_storefront_catalog1507151193738`). */
  indexMappings: { from: string; to: string }[];
  files: ImportedFile[];
  skippedCount: number;
  /** `<file>:<line>: <reason>` (`<file>[<element>]` for JSON arrays); capped at `MAX_SKIPPED_MESSAGES`. */
  skipped: string[];
  durationMs: number;
}

/** Keeps memory bounded when a whole file of bad lines is fed in; `skippedCount` still counts every one. */
export const MAX_SKIPPED_MESSAGES = 1000;

export const PRINTED_SKIPPED_MESSAGES = 20;

/** Summary lines for stdout. */
export function formatImportSummary(report: ImportReport): string[] {
  const lines: string[] = [];
  const verb = report.dryRun ? 'Would import' : 'Imported';
  for (const { index, entity, count } of report.counts) lines.push(`  ${index}/${entity}: ${count}`);
  lines.unshift(
    `${verb} ${report.total} document${report.total === 1 ? '' : 's'}${report.replace ? ' (replacing)' : ''}:`,
  );
  if (report.counts.length === 0) lines.push('  (none)');
  for (const { from, to } of report.indexMappings) lines.push(`Index ${from} was read as ${to}.`);
  lines.push(`Skipped ${report.skippedCount} line${report.skippedCount === 1 ? '' : 's'}.`);
  lines.push(`Took ${report.durationMs} ms.`);
  return lines;
}

/** The skipped-line messages for stderr: the first few, then how many more there were. */
export function formatSkippedLines(report: ImportReport, limit = PRINTED_SKIPPED_MESSAGES): string[] {
  const shown = report.skipped.slice(0, limit);
  const more = report.skippedCount - shown.length;
  return more > 0 ? [...shown, `... and ${more} more`] : shown;
}
