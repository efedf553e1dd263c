import type { RouteHandle } from '../lib/route-handle';
import { AdminShell } from '../features/admin';

// The back-office is never kept: not by the output cache, the service worker, nor the browser (docs/back-office.md#the-screens).
export const handle: RouteHandle = { offline: 'never', outputCache: 'never', noCartPanelPrefetch: true };

export function headers({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
}

export const meta = () => [{ title: 'Back-office' }, { name: 'robots', content: 'noindex, nofollow' }];

export default AdminShell;
