import { swLog } from './sw-log';

const GUARD_KEY = 'storefront:chunk-reload';

function buildId(): string {
  return (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version ?? 'unknown';
}

/**
 * A chunk that failed to load (a deployment removed it, the network dropped) reloads the page once per build: the
 * reload brings the current build's chunks. A second failure of the same build shows the error instead of looping.
 */
export function reloadOnceOnChunkError(event: Event): void {
  // Offline, a reload would only swap the page for the browser's own error page: the import fails where it was made,
  // and the code that asked for it says so.
  if (navigator.onLine === false) {
    swLog('a chunk failed to load while offline; not reloading');
    return;
  }
  const build = buildId();
  let done = false;
  try {
    done = sessionStorage.getItem(GUARD_KEY) === build;
    if (!done) sessionStorage.setItem(GUARD_KEY, build);
  } catch {
    done = true; // Without storage there is no guard: no reload.
  }
  if (done) {
    swLog('error: a chunk failed to load again; not reloading', build);
    return;
  }
  event.preventDefault();
  swLog('a chunk failed to load: reloading once', build);
  window.location.reload();
}

export function watchChunkErrors(): () => void {
  window.addEventListener('vite:preloadError', reloadOnceOnChunkError);
  return () => window.removeEventListener('vite:preloadError', reloadOnceOnChunkError);
}
