export * from './app.js';
export * from './config.js';
export * from './db/catalog-repository.js';
export * from './db/open-database.js';
export * from './db/sqlite-catalog-repository.js';
export * from './import/index.js';
export * from './search/catalog-search.js';
export * from './seed/seed-demo-catalog.js';
export { hostGuard, methodGuard } from './http/request-guards.js';
