import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { OrderSettings } from '../checkout';

/**
 * React Router learns a route only when a link to it is on the page (lazy route discovery): offline, a first
 * navigation to the checkout or the thank-you page could not learn it. Links to both, hidden and rendered once the
 * page is idle, make the router learn them while the shop is reachable.
 */
export function OrderRoutesDiscovery({ settings }: { settings: OrderSettings | undefined }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const request = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = request(() => setIdle(true));
    return () => cancel(handle);
  }, []);
  if (!idle || !settings) return null;
  return (
    <div hidden>
      {[settings.checkout.checkoutPath, settings.thankYouPath].map((path) => (
        // Hidden, but never an empty link: each names where it goes.
        <Link key={path} to={path} discover="render" tabIndex={-1} aria-hidden="true">
          {path}
        </Link>
      ))}
    </div>
  );
}
