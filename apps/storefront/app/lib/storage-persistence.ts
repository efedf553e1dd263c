type StorageManagerLike = Pick<StorageManager, 'persist' | 'persisted'>;

let asked: Promise<void> | undefined;

/**
 * Asks the browser once per page session to keep this site's storage under pressure (`navigator.storage.persist()`),
 * so a queued order or an offline cart is not evicted. Called after the first cart add or order, never on page load:
 * browsers grant it more readily to a site the shopper is using, and it must not prompt a passing visitor. The answer
 * is only logged (see docs/behaviour.md#service-worker); the storage manager's fallbacks apply either way.
 */
export function askPersistentStorage(
  storage: StorageManagerLike | undefined = typeof navigator === 'undefined' ? undefined : navigator.storage,
): Promise<void> {
  asked ??= (async () => {
    if (typeof storage?.persist !== 'function') return;
    try {
      if (typeof storage.persisted === 'function' && (await storage.persisted())) return;
      console.info('[storage] persistent storage', (await storage.persist()) ? 'granted' : 'not granted');
    } catch (error) {
      console.info('[storage] persistent storage request failed', error);
    }
  })();
  return asked;
}

/** For tests: forget that it was asked. */
export function resetPersistentStorageRequest(): void {
  asked = undefined;
}
