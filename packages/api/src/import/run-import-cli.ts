import { isAbsolute, resolve } from 'node:path';
import { loadApiConfig } from '../config.js';
import { databaseLabel } from '../db/database-label.js';
import { openSqlDatabase } from '../db/open-sql-database.js';
import type { SqlDatabase } from '../db/sql.js';
import { SqlCatalogRepository } from '../db/sql-catalog-repository.js';
import { importCatalogFiles } from './import-catalog-files.js';
import { IMPORT_USAGE, parseImportArgs } from './import-cli-args.js';
import { formatImportSummary, formatSkippedLines } from './import-report.js';
import { answerHelpOrUsage, type CliIo, PROCESS_IO } from '../db/cli-io.js';

export type ImportCliIo = CliIo;

/**
 * `npm run import` runs in the project root, not where the user typed the command; npm passes that directory as
 * INIT_CWD, and relative paths are meant from there.
 */
function userPath(path: string, io: ImportCliIo): string {
  const base = io.env.INIT_CWD;
  return base && base !== io.cwd && !isAbsolute(path) ? resolve(base, path) : path;
}

/** The whole `npm run import` command; returns the exit code (0 imported, 1 nothing imported or failed, 2 usage). */
export async function runImportCli(argv: readonly string[], io: ImportCliIo = PROCESS_IO): Promise<number> {
  const parsed = parseImportArgs(argv);
  if (parsed.kind !== 'run') return answerHelpOrUsage(io, 'import', IMPORT_USAGE, parsed);
  const { options } = parsed;
  let db: SqlDatabase | undefined;
  try {
    const config = loadApiConfig({ env: io.env });
    // `--database` names an embedded SQLite file, and wins over DATABASE_URL (PostgreSQL) from the environment.
    const target = options.database
      ? { databaseFile: resolve(io.cwd, userPath(options.database, io)), databaseUrl: undefined }
      : { databaseFile: config.databaseFile, databaseUrl: config.databaseUrl };
    const label = databaseLabel(target);
    // A dry run must not even create the database file, so it parses against a throwaway in-memory one.
    io.stdout(options.dryRun ? `Database: ${label} (dry run: left untouched)` : `Database: ${label}`);
    db = await openSqlDatabase(options.dryRun ? { databaseFile: ':memory:' } : target);
    const report = await importCatalogFiles(
      new SqlCatalogRepository(db),
      options.files.map((file) => userPath(file, io)),
      {
        defaultIndex: config.catalog.defaultIndex,
        allowedIndices: config.catalog.indices,
        index: options.index,
        entity: options.entity,
        replace: options.replace,
        dryRun: options.dryRun,
      },
    );
    for (const line of formatSkippedLines(report)) io.stderr(line);
    for (const line of formatImportSummary(report)) io.stdout(line);
    return report.total > 0 ? 0 : 1;
  } catch (error) {
    io.stderr(`Import failed, nothing was written: ${(error as Error).message}`);
    return 1;
  } finally {
    await db?.close();
  }
}
