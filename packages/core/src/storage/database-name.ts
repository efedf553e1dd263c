/** VSF naming: one 'shop' database, or one per store view when store views do not share the cache. */
export function databaseName(storeCode?: string): string {
  return storeCode ? `${storeCode}-shop` : 'shop';
}
