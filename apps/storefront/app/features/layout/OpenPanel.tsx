import { lazy, Suspense } from 'react';
import { useTranslate } from '../../lib/i18n';
import { preloadableComponent } from '../../lib/preloadable-component';
import { Drawer } from '../../ui/Drawer';
import { SkeletonLines } from '../../ui/Skeleton';
import { loadMicrocart } from '../cart';

const WishlistPanel = lazy(() => import('../lists/WishlistPanel'));
const [Microcart, preloadMicrocart] = preloadableComponent(loadMicrocart);
export { preloadMicrocart };

/** The open side panel as a drawer. Loaded on the first opening, with the drawer's code. */
export default function OpenPanel({ panel, onClose }: { panel: 'wishlist' | 'microcart'; onClose: () => void }) {
  const t = useTranslate();
  return (
    <Drawer title={panel === 'wishlist' ? t('Wishlist') : t('Shopping cart')} closeLabel={t('Close')} onClose={onClose}>
      {panel === 'wishlist' ? (
        <Suspense fallback={<SkeletonLines label={t('Loading...')} />}>
          <WishlistPanel onNavigate={onClose} />
        </Suspense>
      ) : (
        <Suspense fallback={<SkeletonLines label={t('Loading...')} />}>
          <Microcart onNavigate={onClose} />
        </Suspense>
      )}
    </Drawer>
  );
}
