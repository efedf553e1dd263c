/**
 * The old name of `SqlCatalogRepository`, kept for the callers that construct it from a raw better-sqlite3 handle
 * (e2e, bench, test helpers of other areas); it accepts that handle or a `SqlDatabase`.
 */
export { SqlCatalogRepository as SqliteCatalogRepository } from './sql-catalog-repository.js';
