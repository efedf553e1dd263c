import { describe, expect, it } from 'vitest';
import { createUiState } from './create-ui-state.js';
import { initialUiState, UI_PANELS } from './ui-state.js';

describe('createUiState', () => {
  it('starts closed, with the login form as the auth element', () => {
    const snapshot = createUiState().getSnapshot();
    expect(snapshot).toEqual(initialUiState());
    expect(Object.keys(snapshot).filter((key) => snapshot[key as keyof typeof snapshot] === true)).toEqual([]);
    expect([snapshot.authElem, snapshot.submenu]).toEqual(['login', { depth: 0, path: [] }]);
  });

  it.each(UI_PANELS)('toggling %s also toggles the overlay', (panel) => {
    const ui = createUiState();
    ui.togglePanel(panel);
    expect(ui.getSnapshot()[panel]).toBe(true);
    expect(ui.getSnapshot().overlay).toBe(true);
    ui.togglePanel(panel);
    expect(ui.getSnapshot()[panel]).toBe(false);
    expect(ui.getSnapshot().overlay).toBe(false);
  });

  it('offers a named toggle per panel', () => {
    const ui = createUiState();
    ui.toggleMicrocart();
    expect(ui.getSnapshot().microcart).toBe(true);
    ui.toggleSidebar();
    expect(ui.getSnapshot().sidebar).toBe(true);
    ui.toggleSearchpanel();
    expect(ui.getSnapshot().searchpanel).toBe(true);
    ui.toggleWishlist();
    expect(ui.getSnapshot().wishlist).toBe(true);
    ui.toggleContactSupport();
    expect(ui.getSnapshot().contactsupport).toBe(true);
  });

  it('opening one panel closes the others and keeps the overlay', () => {
    const ui = createUiState();
    ui.toggleSearchpanel();
    ui.toggleMicrocart();
    const state = ui.getSnapshot();
    expect(state.microcart).toBe(true);
    expect(state.searchpanel).toBe(false);
    expect(state.overlay).toBe(true);
    ui.toggleMicrocart(false);
    expect(ui.getSnapshot().overlay).toBe(false);
  });

  it('takes an explicit open or closed state', () => {
    const ui = createUiState();
    ui.toggleWishlist(true);
    ui.toggleWishlist(true);
    expect(ui.getSnapshot().wishlist).toBe(true);
    ui.toggleWishlist(false);
    ui.toggleWishlist(false);
    expect(ui.getSnapshot()).toMatchObject({ wishlist: false, overlay: false });
  });

  it('closing a panel that is not open leaves the open one and the overlay alone', () => {
    const ui = createUiState();
    ui.toggleMicrocart(true);
    ui.toggleSidebar(false);
    expect(ui.getSnapshot()).toMatchObject({ microcart: true, overlay: true });
  });

  it('closing a panel that is not open keeps an overlay set by hand', () => {
    const ui = createUiState();
    ui.setOverlay(true);
    ui.toggleWishlist(false);
    expect(ui.getSnapshot().overlay).toBe(true);
  });

  it('closePanels closes every panel and the overlay', () => {
    const ui = createUiState();
    ui.toggleContactSupport();
    ui.closePanels();
    const state = ui.getSnapshot();
    expect(UI_PANELS.some((panel) => state[panel])).toBe(false);
    expect(state.overlay).toBe(false);
  });

  it('the newsletter popup does not touch the overlay or the panels', () => {
    const ui = createUiState();
    ui.toggleMicrocart();
    ui.toggleNewsletterPopup();
    expect(ui.getSnapshot()).toMatchObject({ newsletterPopup: true, microcart: true, overlay: true });
    ui.toggleNewsletterPopup();
    expect(ui.getSnapshot().newsletterPopup).toBe(false);
  });

  it('sets overlay, loader, auth element, checkout mode and event date', () => {
    const ui = createUiState();
    ui.setOverlay(true);
    ui.setLoader(true);
    ui.setAuthElem('register');
    ui.setCheckoutMode(true);
    ui.setEventDate('2024-06-15');
    expect(ui.getSnapshot()).toMatchObject({
      overlay: true,
      loader: true,
      authElem: 'register',
      checkoutMode: true,
      eventDate: '2024-06-15',
    });
    ui.setEventDate(undefined);
    expect('eventDate' in ui.getSnapshot()).toBe(false);
  });

  it('tracks the submenu path and depth, and folds it when the sidebar closes', () => {
    const ui = createUiState();
    ui.toggleSidebar(true);
    ui.pushSubmenu('women');
    ui.pushSubmenu('tops');
    expect(ui.getSnapshot().submenu).toEqual({ depth: 2, path: ['women', 'tops'] });
    ui.popSubmenu();
    expect(ui.getSnapshot().submenu).toEqual({ depth: 1, path: ['women'] });
    ui.toggleSidebar(false);
    expect(ui.getSnapshot().submenu).toEqual({ depth: 0, path: [] });
    ui.popSubmenu();
    expect(ui.getSnapshot().submenu).toEqual({ depth: 0, path: [] });
    ui.pushSubmenu('men');
    ui.resetSubmenu();
    expect(ui.getSnapshot().submenu).toEqual({ depth: 0, path: [] });
  });

  it('notifies subscribers only on real changes, with a stable snapshot in between', () => {
    const ui = createUiState();
    const seen: boolean[] = [];
    const unsubscribe = ui.subscribe((state) => seen.push(state.microcart));
    const before = ui.getSnapshot();
    ui.setLoader(false);
    expect(ui.getSnapshot()).toBe(before);
    ui.toggleMicrocart();
    ui.toggleMicrocart(true);
    ui.toggleMicrocart();
    unsubscribe();
    ui.toggleMicrocart();
    expect(seen).toEqual([true, false]);
  });

  it('starts from a serialized snapshot and yields plain JSON data', () => {
    const server = createUiState();
    server.toggleSidebar();
    server.pushSubmenu('women');
    const client = createUiState(JSON.parse(JSON.stringify(server.getSnapshot())));
    expect(client.getSnapshot()).toEqual(server.getSnapshot());
  });

  it('keeps instances independent and does not share the initial submenu path', () => {
    const one = createUiState();
    const two = createUiState();
    one.toggleSidebar();
    one.pushSubmenu('women');
    expect(two.getSnapshot()).toMatchObject({ sidebar: false, submenu: { depth: 0, path: [] } });
    const seed = { submenu: { depth: 1, path: ['x'] } };
    const seeded = createUiState(seed);
    seeded.pushSubmenu('y');
    expect(seed.submenu.path).toEqual(['x']);
  });
});
