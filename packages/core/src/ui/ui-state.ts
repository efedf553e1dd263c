/** The side panels that share the overlay (see docs/behaviour.md#notifications). */
export type UiPanel = 'microcart' | 'sidebar' | 'searchpanel' | 'wishlist' | 'contactsupport';

export const UI_PANELS: readonly UiPanel[] = ['microcart', 'sidebar', 'searchpanel', 'wishlist', 'contactsupport'];

/** Which form the sign-up modal shows. */
export type AuthElem = 'login' | 'register' | 'forgot-pass';

export interface SubmenuState {
  /** How many levels are open; always the length of `path`. */
  depth: number;
  /** Ids of the opened menu entries, outermost first. */
  path: string[];
}

/** docs/behaviour.md#entities. Plain data only, so it can be serialized into the server-rendered page. */
export interface UiStateSnapshot {
  sidebar: boolean;
  microcart: boolean;
  wishlist: boolean;
  searchpanel: boolean;
  contactsupport: boolean;
  newsletterPopup: boolean;
  overlay: boolean;
  loader: boolean;
  authElem: AuthElem;
  checkoutMode: boolean;
  /** ISO date the shopper picked for a booking; absent until picked. */
  eventDate?: string;
  submenu: SubmenuState;
}

/** docs/behaviour.md#constants-and-limits: the view waits this long before it animates a submenu level away. */
export const SUBMENU_POP_DELAY_MS = 300;

export function initialUiState(): UiStateSnapshot {
  return {
    sidebar: false,
    microcart: false,
    wishlist: false,
    searchpanel: false,
    contactsupport: false,
    newsletterPopup: false,
    overlay: false,
    loader: false,
    authElem: 'login',
    checkoutMode: false,
    submenu: { depth: 0, path: [] },
  };
}
