import { describe, expect, it } from 'vitest';
import { formatImportSummary, formatSkippedLines, type ImportReport } from './import-report.js';

function report(overrides: Partial<ImportReport> = {}): ImportReport {
  return {
    dryRun: false,
    replace: false,
    counts: [
      { index: 'vue_storefront_catalog', entity: 'product', count: 5 },
      { index: 'vue_storefront_catalog_de', entity: 'category', count: 1 },
    ],
    total: 6,
    indexMappings: [],
    files: [],
    skippedCount: 0,
    skipped: [],
    durationMs: 12,
    ...overrides,
  };
}

describe('formatImportSummary', () => {
  it('lists counts per index/entity, skipped lines and the duration', () => {
    expect(formatImportSummary(report())).toEqual([
      'Imported 6 documents:',
      '  vue_storefront_catalog/product: 5',
      '  vue_storefront_catalog_de/category: 1',
      'Skipped 0 lines.',
      'Took 12 ms.',
    ]);
  });

  it('says when it was a dry run, replaced, or found nothing', () => {
    expect(formatImportSummary(report({ dryRun: true, replace: true }))[0]).toBe(
      'Would import 6 documents (replacing):',
    );
    expect(formatImportSummary(report({ counts: [], total: 0, skippedCount: 1 }))).toEqual([
      'Imported 0 documents:',
      '  (none)',
      'Skipped 1 line.',
      'Took 12 ms.',
    ]);
  });
});

describe('formatImportSummary with mapped index names', () => {
  it('says which dump index went into which configured index', () => {
    const lines = formatImportSummary(
      report({ indexMappings: [{ from: 'vue_storefront_catalog1507151193738', to: 'vue_storefront_catalog' }] }),
    );
    expect(lines).toContain('Index vue_storefront_catalog1507151193738 was read as vue_storefront_catalog.');
  });
});

describe('formatSkippedLines', () => {
  it('prints the first 20 messages, then how many more', () => {
    const skipped = Array.from({ length: 25 }, (_, i) => `f.ndjson:${i + 1}: invalid JSON`);
    const lines = formatSkippedLines(report({ skipped, skippedCount: 1025 }));
    expect(lines).toHaveLength(21);
    expect(lines[19]).toBe('f.ndjson:20: invalid JSON');
    expect(lines[20]).toBe('... and 1005 more');
  });

  it('prints all messages when there are few', () => {
    expect(formatSkippedLines(report({ skipped: ['a:1: x'], skippedCount: 1 }))).toEqual(['a:1: x']);
    expect(formatSkippedLines(report())).toEqual([]);
  });
});
