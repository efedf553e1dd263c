import { lazy, Suspense, useEffect } from 'react';
import { useTranslate } from '../../lib/i18n';
import { useUiState } from '../../lib/use-ui-state';
import { Icon } from './Icon';

// Loaded on first opening: most page views never open the wishlist, so they do not download it.
const WishlistPanel = lazy(() => import('../lists/WishlistPanel'));

/** The wishlist and microcart sidebars and the overlay they open (spec point 4 "Notifications and UI"). */
export function Panels() {
  const t = useTranslate();
  const [state, ui] = useUiState();
  const open = state.wishlist ? 'wishlist' : state.microcart ? 'microcart' : undefined;
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && ui.closePanels();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, ui]);
  if (!state.overlay && !open) return null;
  const title = open === 'wishlist' ? t('Wishlist') : t('Shopping cart');

  return (
    <>
      <button
        type="button"
        className="overlay"
        aria-label={t('Close')}
        tabIndex={-1}
        onClick={() => ui.closePanels()}
      />
      {open && (
        <aside className="sidebar" role="dialog" aria-modal="true" aria-label={title}>
          <div className="sidebar-header">
            <h2>{title}</h2>
            <button type="button" className="icon-button" aria-label={t('Close')} onClick={() => ui.closePanels()}>
              <Icon name="close" />
            </button>
          </div>
          {open === 'wishlist' ? (
            <Suspense fallback={<p>{t('Loading...')}</p>}>
              <WishlistPanel onNavigate={() => ui.closePanels()} />
            </Suspense>
          ) : (
            <p>{t('Your shopping cart is empty.')}</p>
          )}
        </aside>
      )}
    </>
  );
}
