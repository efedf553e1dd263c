import { lazy, Suspense } from 'react';
import { useTranslate } from '../../lib/i18n';
import { useUiState } from '../../lib/use-ui-state';
import { Drawer } from '../../ui/Drawer';
import { SkeletonLines } from '../../ui/Skeleton';

// Loaded on first opening: most page views never open the wishlist, so they do not download it.
const WishlistPanel = lazy(() => import('../lists/WishlistPanel'));

/** The wishlist and microcart sidebars (spec point 4 "Notifications and UI"): drawers over the page. */
export function Panels() {
  const t = useTranslate();
  const [state, ui] = useUiState();
  const open = state.wishlist ? 'wishlist' : state.microcart ? 'microcart' : undefined;
  if (!open) return null;
  const close = () => ui.closePanels();
  return (
    <Drawer title={open === 'wishlist' ? t('Wishlist') : t('Shopping cart')} closeLabel={t('Close')} onClose={close}>
      {open === 'wishlist' ? (
        <Suspense fallback={<SkeletonLines label={t('Loading...')} />}>
          <WishlistPanel onNavigate={close} />
        </Suspense>
      ) : (
        <p>{t('Your shopping cart is empty.')}</p>
      )}
    </Drawer>
  );
}
