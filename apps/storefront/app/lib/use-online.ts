import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Outside React (a loader, an event handler): the browser's own word, online when there is no browser. */
export const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Whether the browser is online, re-rendering on each change. The server renders the online page. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}
