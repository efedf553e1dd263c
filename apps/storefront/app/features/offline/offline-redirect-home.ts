import { isOfflineDataError } from '@storefront/core';
import { isOnline } from './use-online';

const KEY = 'storefront:offline-home:';

// This tab's last home page data per store home path: what an offline redirect shows when the network cannot.
const kept = new Map<string, unknown>();

// '/de' and '/de/' are the same home page.
const keyOf = (path: string) => path.replace(/\/+$/, '') || '/';

/** Keeps the home page data last shown at `path` (memory, and this tab's sessionStorage for later documents). */
export function keepHomeData(path: string, data: unknown): void {
  kept.set(keyOf(path), data);
  try {
    sessionStorage.setItem(KEY + keyOf(path), JSON.stringify(data));
  } catch {
    // A full or refused storage only loses the copy for later documents.
  }
}

function keptHomeData(path: string): unknown {
  if (kept.has(keyOf(path))) return kept.get(keyOf(path));
  try {
    const saved = sessionStorage.getItem(KEY + keyOf(path));
    return saved ? (JSON.parse(saved) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The home page's data in the browser: the server's, or offline the copy this tab kept, so the home page an offline
 * redirect leads to can be shown without a connection (see docs/behaviour.md#category-page step 5).
 */
export async function homeDataOrKept<T>(path: string, load: () => Promise<T>): Promise<T> {
  try {
    const data = await load();
    keepHomeData(path, data);
    return data;
  } catch (error) {
    const copy = isOfflineDataError(error, isOnline()) ? keptHomeData(path) : undefined;
    if (copy === undefined) throw error;
    return copy as T;
  }
}
