import { Suspense } from 'react';
import { preloadableComponent } from '../../lib/preloadable-component';
import { useUiState } from '../../lib/use-ui-state';

// Most page views never open a panel, so they do not download the drawer or the wishlist; the cart preloads it.
const [OpenPanel, preloadOpenPanel] = preloadableComponent(() => import('./OpenPanel'));
export { preloadOpenPanel };

/** The wishlist and microcart sidebars (see docs/behaviour.md#notifications): drawers over the page. */
export function Panels() {
  const [state, ui] = useUiState();
  const open = state.wishlist ? 'wishlist' : state.microcart ? 'microcart' : undefined;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <OpenPanel panel={open} onClose={() => ui.closePanels()} />
    </Suspense>
  );
}
