export type Detection<T> = { found: T } | { found?: undefined; reason?: unknown };

/**
 * Looked up on every call, never at import, so that this module loads on the server. Only a browser window counts:
 * Node 22+ has a global `localStorage` of its own, and sharing it between requests would leak one shopper's cart
 * into another's page. Reading the property itself can throw (blocked cookies, VSF #5491), which is worth a log.
 */
export function detectBrowserStorage<T>(name: 'localStorage' | 'indexedDB'): Detection<T> {
  const scope = globalThis as Record<string, unknown>;
  if (typeof scope['window'] !== 'object' || typeof scope['document'] !== 'object') return {};
  try {
    const found = scope[name];
    if (found !== undefined && found !== null) return { found: found as T };
    return { reason: new Error(`${name} is not available in this browser`) };
  } catch (error) {
    return { reason: error };
  }
}
