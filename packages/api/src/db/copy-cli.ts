import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { loadApiConfig } from '../config.js';
import { copySqliteToPostgres } from './copy-to-postgres.js';
import { migrateSqlDatabase } from './migrate-sql-database.js';
import { openDatabase } from './open-database.js';
import { PostgresDatabase } from './postgres-database.js';
import { SqliteDatabase } from './sqlite-database.js';
import { answerHelpOrUsage, type CliIo, PROCESS_IO } from './cli-io.js';

export const COPY_USAGE = `Usage: DATABASE_URL=postgres://... npm run copy-to-postgres -- [--replace] <sqlite file>

Copies an embedded shop (its SQLite file: catalogue, customers, carts, orders, everything) into the PostgreSQL
database DATABASE_URL names. Both are brought to the current schema first (as starting the shop would), then every
table is copied in one PostgreSQL transaction: a failure leaves PostgreSQL as it was. Stop the shop first: the copy
holds the SQLite file's write lock while it reads, and whatever is written after it is not in PostgreSQL.

Options:
  --replace   delete the rows PostgreSQL already has (in the same transaction) instead of refusing to copy
  -h, --help  show this text

Exit code: 0 copied, 1 refused or failed (nothing written), 2 usage.
`;

export type CopyCliIo = CliIo;

type Parsed = { kind: 'run'; file: string; replace: boolean } | { kind: 'help' } | { kind: 'usage'; message: string };

function parse(argv: readonly string[]): Parsed {
  const files: string[] = [];
  let replace = false;
  for (const arg of argv) {
    if (arg === '-h' || arg === '--help') return { kind: 'help' };
    if (arg === '--replace') replace = true;
    else if (arg.startsWith('-')) return { kind: 'usage', message: `unknown option ${arg}` };
    else files.push(arg);
  }
  if (files.length !== 1) return { kind: 'usage', message: 'give exactly one SQLite file' };
  return { kind: 'run', file: files[0]!, replace };
}

/** The URL as printed: without its password. */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(DATABASE_URL)';
  }
}

/** The whole `npm run copy-to-postgres` command; returns the exit code. */
export async function runCopyCli(argv: readonly string[], io: CopyCliIo = PROCESS_IO): Promise<number> {
  const parsed = parse(argv);
  if (parsed.kind !== 'run') return answerHelpOrUsage(io, 'copy-to-postgres', COPY_USAGE, parsed);
  const url = loadApiConfig({ env: io.env }).databaseUrl;
  if (!url) {
    io.stderr('copy-to-postgres: set DATABASE_URL to the PostgreSQL database to copy into');
    return 2;
  }
  // `npm run` runs in the project root; a relative path means the directory the command was typed in (INIT_CWD).
  const file = resolve(io.env.INIT_CWD ?? io.cwd, parsed.file);
  // openDatabase would create a missing file: a mistyped path must not copy an empty shop.
  if (!isAbsolute(file) || !existsSync(file)) {
    io.stderr(`copy-to-postgres: no SQLite file at ${file}`);
    return 1;
  }
  let source: SqliteDatabase | undefined;
  let target: PostgresDatabase | undefined;
  try {
    source = new SqliteDatabase(openDatabase(file));
    target = await PostgresDatabase.open({ url, poolSize: 2 });
    await migrateSqlDatabase(target);
    io.stdout(`Copying ${file} into ${shown(url)}`);
    const started = performance.now();
    // Padded to the longest name this code's migrations give a table (mail_service_token_uses).
    const copied = await copySqliteToPostgres(source, target, {
      replace: parsed.replace,
      onTable: ({ table, rows }) => io.stdout(`  ${table.padEnd(23)}  ${rows}`),
    });
    const total = copied.reduce((sum, t) => sum + t.rows, 0);
    io.stdout(`Committed: ${total} rows in ${copied.length} tables in ${Math.round(performance.now() - started)} ms`);
    return 0;
  } catch (error) {
    io.stderr(`Copy failed, nothing was written: ${(error as Error).message}`);
    return 1;
  } finally {
    await source?.close();
    await target?.close();
  }
}
