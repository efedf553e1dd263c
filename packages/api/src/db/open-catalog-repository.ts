import type { ApiConfig } from '../config.js';
import { CatalogChangeListener } from './catalog-change-listener.js';
import type { SqlDatabase } from './sql.js';
import { SqlCatalogRepository } from './sql-catalog-repository.js';

/**
 * The catalogue of a server process over `db`. On PostgreSQL it also listens for the changes other processes (and
 * the importer) commit, so searches do not ask the database for the version each time. `close()` the repository
 * before the database.
 */
export async function openCatalogRepository(
  db: SqlDatabase,
  config: Pick<ApiConfig, 'databaseUrl'>,
  options: { pollMs?: number } = {},
): Promise<SqlCatalogRepository> {
  if (db.dialect !== 'postgres' || !config.databaseUrl) return new SqlCatalogRepository(db);
  const hints = await CatalogChangeListener.start({ url: config.databaseUrl, ...options });
  return new SqlCatalogRepository(db, { hints });
}
