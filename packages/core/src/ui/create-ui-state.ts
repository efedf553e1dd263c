import { createListeners } from './create-listeners.js';
import type { Listener } from './create-listeners.js';
import { UI_PANELS, initialUiState } from './ui-state.js';
import type { AuthElem, UiPanel, UiStateSnapshot } from './ui-state.js';

export interface UiState {
  /** The same object until something changes, so React can compare snapshots by reference. */
  getSnapshot(): UiStateSnapshot;
  subscribe(listener: Listener<UiStateSnapshot>): () => void;
  /** Opens (`open` true), closes (false) or flips (absent) a panel; see createUiState for the overlay rule. */
  togglePanel(panel: UiPanel, open?: boolean): void;
  toggleMicrocart(open?: boolean): void;
  toggleSidebar(open?: boolean): void;
  toggleSearchpanel(open?: boolean): void;
  toggleWishlist(open?: boolean): void;
  toggleContactSupport(open?: boolean): void;
  /** Closes every panel and the overlay. */
  closePanels(): void;
  toggleNewsletterPopup(open?: boolean): void;
  setOverlay(overlay: boolean): void;
  setLoader(loader: boolean): void;
  setAuthElem(authElem: AuthElem): void;
  setCheckoutMode(checkoutMode: boolean): void;
  setEventDate(eventDate: string | undefined): void;
  /** Opens one more submenu level. */
  pushSubmenu(id: string): void;
  /** Closes the innermost submenu level; the view delays its animation by SUBMENU_POP_DELAY_MS. */
  popSubmenu(): void;
  resetSubmenu(): void;
}

function closedPanels(): Pick<UiStateSnapshot, UiPanel> {
  return { microcart: false, sidebar: false, searchpanel: false, wishlist: false, contactsupport: false };
}

function withSubmenu(state: UiStateSnapshot, path: string[]): UiStateSnapshot {
  return { ...state, submenu: { depth: path.length, path } };
}

function sameState(a: UiStateSnapshot, b: UiStateSnapshot): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof UiStateSnapshot)[]);
  for (const key of keys) {
    if (key === 'submenu') continue;
    if (a[key] !== b[key]) return false;
  }
  const [pathA, pathB] = [a.submenu.path, b.submenu.path];
  return pathA.length === pathB.length && pathA.every((id, index) => id === pathB[index]);
}

/**
 * docs/behaviour.md#entities. Panels are mutually exclusive: opening one closes the others, because they occupy the
 * same screen edge or cover the page, and a shopper who opens the cart from the search panel expects the search panel
 * to go. The overlay is on exactly while a panel is open (or while a caller forced it with setOverlay). Closing the
 * sidebar also folds its submenu so it reopens at the top level. One instance per shopper session.
 */
export function createUiState(initial: Partial<UiStateSnapshot> = {}): UiState {
  const listeners = createListeners<UiStateSnapshot>();
  const seeded = { ...initialUiState(), ...initial };
  let state = withSubmenu(seeded, [...seeded.submenu.path]);

  function update(change: (current: UiStateSnapshot) => UiStateSnapshot): void {
    const next = change(state);
    if (sameState(state, next)) return;
    state = next;
    listeners.notify(state);
  }

  function togglePanel(panel: UiPanel, open?: boolean): void {
    update((current) => {
      const opening = open ?? !current[panel];
      const next: UiStateSnapshot = opening
        ? { ...current, ...closedPanels(), [panel]: true, overlay: true }
        : { ...current, [panel]: false };
      if (!opening && current[panel]) next.overlay = UI_PANELS.some((name) => next[name]);
      return !next.sidebar && current.sidebar ? withSubmenu(next, []) : next;
    });
  }

  return {
    getSnapshot: () => state,
    subscribe: (listener) => listeners.subscribe(listener),
    togglePanel,
    toggleMicrocart: (open) => togglePanel('microcart', open),
    toggleSidebar: (open) => togglePanel('sidebar', open),
    toggleSearchpanel: (open) => togglePanel('searchpanel', open),
    toggleWishlist: (open) => togglePanel('wishlist', open),
    toggleContactSupport: (open) => togglePanel('contactsupport', open),
    closePanels: () => update((current) => withSubmenu({ ...current, ...closedPanels(), overlay: false }, [])),
    toggleNewsletterPopup: (open) =>
      update((current) => ({ ...current, newsletterPopup: open ?? !current.newsletterPopup })),
    setOverlay: (overlay) => update((current) => ({ ...current, overlay })),
    setLoader: (loader) => update((current) => ({ ...current, loader })),
    setAuthElem: (authElem) => update((current) => ({ ...current, authElem })),
    setCheckoutMode: (checkoutMode) => update((current) => ({ ...current, checkoutMode })),
    setEventDate: (eventDate) =>
      update((current) => {
        const next = { ...current };
        if (eventDate === undefined) delete next.eventDate;
        else next.eventDate = eventDate;
        return next;
      }),
    pushSubmenu: (id) => update((current) => withSubmenu(current, [...current.submenu.path, id])),
    popSubmenu: () => update((current) => withSubmenu(current, current.submenu.path.slice(0, -1))),
    resetSubmenu: () => update((current) => withSubmenu(current, [])),
  };
}
