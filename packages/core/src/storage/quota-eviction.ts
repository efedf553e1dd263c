import { isQuotaError } from './is-quota-error.js';
import { decodeEntry, isExpired } from './stored-entry.js';
import { keysWithPrefix, parseJson } from './web-storage-keys.js';
import type { WebStorageLike } from './web-storage-types.js';

export interface EvictionScope {
  storage: WebStorageLike;
  /** Prefix of everything this shop wrote, e.g. 'shop/'. */
  databasePrefix: string;
  /** Collections whose entries may be dropped to make room. */
  evictable: ReadonlySet<string>;
  now: number;
}

/**
 * VSF #2729: a full localStorage made add-to-cart fail. Before giving up on a write we drop expired entries of any
 * collection, then the oldest entries of re-fetchable collections one at a time, retrying after each. Shopper data
 * (cart, orders, sync tasks...) is never a victim. Returns how many entries were dropped; throws the quota error when
 * nothing left to drop makes the write fit.
 */
export function setWithEviction(scope: EvictionScope, key: string, json: string): number {
  const { storage } = scope;
  const attempt = (): boolean => {
    try {
      storage.setItem(key, json);
      return true;
    } catch (error) {
      if (isQuotaError(error)) return false;
      throw error;
    }
  };
  try {
    storage.setItem(key, json);
    return 0;
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    const { expired, evictable } = findVictims(scope);
    for (const victim of expired) storage.removeItem(victim);
    if (expired.length > 0 && attempt()) return expired.length;
    let dropped = expired.length;
    for (const victim of evictable) {
      storage.removeItem(victim);
      dropped += 1;
      if (attempt()) return dropped;
    }
    throw error;
  }
}

function findVictims(scope: EvictionScope): { expired: string[]; evictable: string[] } {
  const expired: string[] = [];
  const candidates: Array<{ key: string; writtenAt: number }> = [];
  for (const key of keysWithPrefix(scope.storage, scope.databasePrefix)) {
    const entry = decodeEntry(parseJson(scope.storage.getItem(key)));
    if (!entry) continue;
    const collection = key.slice(scope.databasePrefix.length).split('/', 1)[0] ?? '';
    if (isExpired(entry, scope.now)) expired.push(key);
    else if (scope.evictable.has(collection)) candidates.push({ key, writtenAt: entry.writtenAt });
  }
  candidates.sort((a, b) => a.writtenAt - b.writtenAt);
  return { expired, evictable: candidates.map((candidate) => candidate.key) };
}
