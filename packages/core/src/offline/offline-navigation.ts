// Browsers word a failed request differently: Chromium 'Failed to fetch' (also for a route module's import),
// Firefox 'NetworkError when attempting to fetch resource.', Safari 'Load failed' or 'The network connection was lost.'
const NETWORK_FAILURE = /fetch|network|load failed/i;

/** An Error's message, or a route error response's data (a text, or `{ message }` as the loaders throw it). */
function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error !== 'object' || error === null) return String(error);
  const data = (error as { data?: unknown }).data;
  if (typeof data === 'string') return data;
  const message = typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

/**
 * Whether a failed page-data load means "this page is not available offline" (docs/behaviour.md#category-page step 5,
 * docs/behaviour.md#pages-not-available-offline): only while offline, for a request that never reached the server (the network failure a browser reports,
 * or a gateway answer such as the service worker's), or VSF's own wording for an empty result. Online, every error
 * keeps its usual page; offline, an error thrown while rendering is not mistaken for missing data.
 */
export function isOfflineDataError(error: unknown, online: boolean): boolean {
  if (online || error === null || error === undefined) return false;
  const message = messageOf(error);
  if (message.includes('query returned empty result')) return true;
  if (error instanceof TypeError) return NETWORK_FAILURE.test(message);
  const status = typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number') return status === 0 || status === 408 || status >= 500;
  // React Router's route discovery reports a failed manifest request as `Error('503 Service Unavailable')`.
  return /^(0|408|5\d\d)\b/.test(message);
}

/** The home page of the store view whose path prefix is `storePrefix` ('' or '/de'): '/' or '/de/', as VSF wrote it. */
export function storeHomePath(storePrefix: string): string {
  return `${storePrefix.replace(/\/+$/, '')}/`;
}
