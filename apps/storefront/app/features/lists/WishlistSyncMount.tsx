import { lazy, Suspense } from 'react';
import { useSession } from '../account/use-session';

const WishlistSync = lazy(() => import('./WishlistSync'));

/** Mounts the wishlist sync for a logged-in customer; guests download none of its code. It renders nothing. */
export function WishlistSyncMount() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <WishlistSync key={user.id} customerId={user.id} />
    </Suspense>
  );
}
