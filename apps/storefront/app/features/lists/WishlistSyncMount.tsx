import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSession } from '../account';

const WishlistSync = lazy(() => import('./WishlistSync'));
const noSubscription = () => () => undefined;

/**
 * Mounts the wishlist sync for a logged-in customer; guests download none of its code. It renders nothing and only
 * works in the browser, so it mounts after hydration: the server's render of a customer's page does not wait for it.
 */
export function WishlistSyncMount() {
  const { user } = useSession();
  // False on the server and while hydrating, true right after: the browser-only sync never delays a server render.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!user || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <WishlistSync key={user.id} customerId={user.id} />
    </Suspense>
  );
}
