import {
  decodeHtmlEntities,
  afterFailedItemUpdate,
  afterServerCartCreateFailure,
  applyLocalSyncActions,
  applyStockCheck,
  bookingPriceInclTax,
  cartItemsHash,
  cartLineKindRules,
  changeLineQty,
  needsNewServerCartAfterLogin,
  nextCartSyncStep,
  placeOrderSucceeded,
  planCartSync,
  removeCartLine,
  sameBookingIdentity,
  shouldRefreshTotals,
  type CartItem,
  type Notification,
  type ProductDocument,
  type ServerCartItem,
  type TaskQueue,
  USER_TOKEN_STORAGE,
} from '@storefront/core';
import { createSessionQueue, type SessionController } from '../account';
import { browserStorage, SESSION_SAVED_EVENT } from '../../lib/browser-storage';
import { askPersistentStorage } from '../../lib/storage-persistence';
import { createCatalogClient } from '../../lib/catalog-client';
import { onCartChanged } from './cart-events';
import { rebaseJudgedLines, withServerAnswer } from './cart-answer';
import { readCartCookie, writeCartCookie } from './cart-cookie';
import { CartServerError, createCartServer, type CartServer } from './cart-server';
import type { CartClientSettings } from '../../lib/cart-settings';
import {
  getCartSnapshot,
  onOtherTabCartChange,
  readCartBypass,
  readStoredCart,
  readStoredTotals,
  saveCart,
  saveCartBypass,
  saveTotals,
  setCartState,
  type CartSnapshot,
} from './cart-store';

export { getCartSnapshot, getServerCartSnapshot, subscribeCart } from './cart-store';

interface Binding {
  controller: SessionController;
  settings: CartClientSettings;
  server: CartServer;
  queue: TaskQueue;
}

let binding: Binding | undefined;
let started: Promise<void> | undefined;
// Server calls run one after another: a pull never sees a half-sent change, and two changes never race.
let chain: Promise<unknown> = Promise.resolve();
let createFallbacks = 0;

function serially<T>(work: () => Promise<T>): Promise<T> {
  const turn = () => acrossTabs(work);
  const next = chain.then(turn, turn);
  chain = next.catch(() => undefined);
  return next;
}

const CART_LOCK = 'storefront-cart';
/** A tab whose server call hangs must not stop the others for good: past this wait they go ahead unlocked. */
const CART_LOCK_WAIT_MS = 10_000;

/**
 * Tabs of one browser share the stored cart, so their server calls take turns too (Web Locks): two tabs never create
 * two server carts, and a pull never judges lines another tab is still sending. Each turn starts from what is stored
 * now, since another tab may have written since this one last looked.
 */
async function acrossTabs<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  let entered = false;
  const locked = async () => {
    entered = true;
    await adoptStoredCart();
    return work();
  };
  try {
    return await locks.request(CART_LOCK, { signal: AbortSignal.timeout(CART_LOCK_WAIT_MS) }, locked);
  } catch (error) {
    // Only a wait that timed out runs unlocked; the work's own failures are the caller's.
    if (entered) throw error;
    return locked();
  }
}

async function adoptStoredCart() {
  const stored = await readStoredCart();
  const current = state();
  const same =
    stored.token === current.token &&
    stored.owner === current.owner &&
    JSON.stringify(stored.items) === JSON.stringify(current.items);
  // Unchanged: the open microcart keeps its line objects and does not render again.
  if (!same) setCartState({ items: stored.items, token: stored.token, owner: stored.owner });
}

const state = () => getCartSnapshot();
const isGuestId = (token: CartSnapshot['token']): token is string => typeof token === 'string';
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const userId = () => binding?.controller.getSnapshot().user?.id ?? null;

/**
 * The cart belongs to the session as it is now. Between a login or logout (possibly in another tab) and its
 * reconciliation the stored cart is still the previous owner's, and a call with it would go out under a token that
 * no longer matches (a 401 after a logout elsewhere): such calls wait for reconcileSession.
 */
function ownedBySession(): boolean {
  const session = binding?.controller.getSnapshot();
  if (!session) return false;
  if (!session.user) return session.token === null && state().owner === null;
  return state().owner === session.user.id;
}

function notify(notification: Notification) {
  binding?.controller.notifications.add(notification);
}

function logOnly(error: unknown) {
  // A refused token is the session's business: its refresh machine renews it or ends the session, and the cart then
  // follows the session change (reconcileSession). Nothing for the console.
  if (error instanceof CartServerError && error.code === 401) return;
  // docs/behaviour.md#cart-in-the-browser: cart server errors are logged only.
  console.warn('[cart]', error instanceof Error ? error.message : error);
}

/**
 * Binds the cart to the page's session and settings (once per tab; later calls only refresh the settings) and
 * starts it: the stored cart is read, the session's owner is reconciled (merge after login, a fresh cart after
 * logout), and the server cart is pulled.
 */
export function startCart(controller: SessionController, settings: CartClientSettings): Promise<void> {
  if (binding && binding.controller === controller) {
    binding.settings = settings;
    return started ?? Promise.resolve();
  }
  const queue = createSessionQueue(controller, () => {
    const token = state().token;
    return token === undefined ? undefined : String(token);
  });
  controller.registerQueue(queue);
  binding = { controller, settings, server: createCartServer(queue, settings), queue };
  started = (async () => {
    const stored = await readStoredCart();
    const cookie = readCartCookie();
    // A no-JS form created the guest cart (see docs/behaviour.md#guest-cart-id): the browser adopts that one instead of a second.
    const token = stored.token ?? (controller.getSnapshot().user ? undefined : cookie);
    // The server's last totals, for an offline page: shown while they are for the lines the cart holds.
    const totals = await readStoredTotals();
    setCartState({ ...stored, ...(token !== undefined && { token }), ...totals, loaded: true });
    onOtherTabCartChange(() => void reloadFromStorage());
    onCartChanged(() => void syncCart({ force: true }));
    controller.subscribe(() => void reconcileSession().then(() => syncCart()));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void syncCart({ force: true });
    });
    // Going online is not listened to here: the going-online procedure (see docs/behaviour.md#going-online) calls syncCart({force})
    // after the stored sync tasks went out, in the spec's order.
    // This tab's own session writes (a logout, the server's answer stored) may settle a reconciliation put off below.
    window.addEventListener(SESSION_SAVED_EVENT, () => void reconcileSession().then(() => syncCart()));
    await reconcileSession();
    await syncCart({ force: true });
  })();
  return started;
}

// One save of another tab arrives as several storage events (lines, cart id, owner), and a logout there writes the
// session before the cart: the totals wait until the burst is over and this tab has adopted the session too.
const OTHER_TAB_SETTLE_MS = 300;
let otherTabTotals: ReturnType<typeof setTimeout> | undefined;

async function reloadFromStorage() {
  await adoptStoredCart();
  clearTimeout(otherTabTotals);
  otherTabTotals = setTimeout(() => void refreshTotals(true), OTHER_TAB_SETTLE_MS);
}

/**
 * After login (the owner of the cart id is not the customer): the customer's active cart is fetched, the guest
 * cart's lines are merged into it on the server (docs/behaviour.md#cart-merge-at-login, idempotent there), and the browser adopts it. After
 * logout: the browser starts a fresh guest cart; the customer's cart stays on the server.
 */
function reconcileSession(): Promise<void> {
  return serially(async () => {
    if (!binding) return;
    const { controller, server } = binding;
    const session = controller.getSnapshot();
    const current = state();
    if (session.user && current.owner !== session.user.id) {
      if (!online()) return;
      const guestId = current.owner === null && isGuestId(current.token) ? current.token : undefined;
      if (!needsNewServerCartAfterLogin(await readCartBypass(), Date.now(), binding.settings.config)) {
        // The authorised-user bypass: no server cart now. A guest's lines stay in the browser, cut loose from the
        // guest cart, and go into the customer's cart when the next sync or add creates it; of another customer's
        // cart only the lines never sent stay, as when the cart is fetched.
        const kept =
          current.owner === null ? current.items : current.items.filter((l) => l.server_item_id === undefined);
        if (guestId) writeCartCookie(undefined);
        setCartState({ segments: null, coupon: null, timestamps: {} });
        await saveTotals(undefined);
        await saveCart({ items: kept.map(unlinked), token: undefined, owner: session.user.id });
        return;
      }
      try {
        const customerCartId = await server.create();
        setCartState({ token: customerCartId });
        const unsent = current.items.filter((line) => line.server_item_id === undefined);
        let serverItems: ServerCartItem[];
        let lines: CartItem[] = guestId ? [] : unsent;
        try {
          serverItems = guestId ? await server.merge(guestId) : await server.pull();
        } catch (error) {
          // The guest cart is closed: it became the order this login came with (an account made at checkout) or
          // another tab merged it. Its lines went with it, so they are not the customer's; lines never sent stay.
          if (!(guestId && error instanceof CartServerError && error.code === 404)) throw error;
          serverItems = await server.pull();
          lines = unsent;
        }
        await saveCart({ items: await reconcile(lines, serverItems), token: customerCartId, owner: session.user.id });
        if (guestId) writeCartCookie(undefined);
        setCartState({ timestamps: { ...state().timestamps, lastPullAt: Date.now() } });
      } catch (error) {
        setCartState({ token: current.token });
        logOnly(error);
      }
      return;
    }
    if (!session.user && !session.token && current.owner !== null) {
      // A session still stored was not adopted yet (an offline copy of a page starts as a guest, docs/behaviour.md#offline-copies): the
      // customer's cart stays until the tab knows; a logout clears the stored session before the state turns guest.
      if (await sessionStillStored()) return;
      writeCartCookie(undefined);
      setCartState({ segments: null, coupon: null, timestamps: {} });
      await saveTotals(undefined);
      await saveCart({ items: [], token: undefined, owner: null });
    }
  });
}

async function sessionStillStored(): Promise<boolean> {
  const token = await browserStorage()?.collection(USER_TOKEN_STORAGE.collection).getItem(USER_TOKEN_STORAGE.key);
  return typeof token === 'string' && token !== '';
}

/** The server truth applied to the lines (the core diff), pushing lines the server never had. */
async function reconcile(lines: readonly CartItem[], serverItems: readonly ServerCartItem[]): Promise<CartItem[]> {
  if (!binding) return [...lines];
  const { settings } = binding;
  // Every change here is sent at once and in order, so a line the server confirmed and still differs was changed
  // elsewhere (another device, a no-JS form): the server is the truth. Unconfirmed changes (offline) follow the
  // configured policy instead.
  const pending = lines.some((line) => line.prev_qty !== undefined);
  const policy = pending
    ? settings.config
    : { serverMergeByDefault: true, serverSyncCanModifyLocalItems: true, serverSyncCanRemoveLocalItems: true };
  const plan = planCartSync(lines, serverItems, policy);
  let next = applyLocalSyncActions(lines, plan.actions, (item) => lineFromServer(item));
  for (const action of plan.actions) {
    if (action.kind === 'update_server') next = await pushLine(next, action.line);
    if (action.kind === 'delete_server')
      await binding.server.remove(
        { sku: action.serverItem.sku, server_item_id: action.serverItem.item_id },
        state().token ?? '',
      );
  }
  return withImages(withHolds(next, serverItems));
}

/**
 * The server's lines carry no image (the API contract has none): a line that came from the server (another device,
 * the guest cart merged at login) gets its product's image from the catalogue, found by SKU, a configurable's child
 * by its own document or its parent's list of children. Without an answer the line stays as it is.
 */
async function withImages(lines: CartItem[]): Promise<CartItem[]> {
  const skus = [...new Set(lines.filter((line) => !line.image).map((line) => line.sku))];
  if (!binding || skus.length === 0 || !online()) return lines;
  try {
    const catalog = createCatalogClient(binding.queue, binding.settings.catalog);
    const found = await catalog.products(
      { filters: [{ attribute: 'sku', value: skus }] },
      { size: skus.length, includeFields: ['sku', 'image'] },
    );
    const images = new Map<string, string>();
    const imageOf = (document: ProductDocument) => (typeof document['image'] === 'string' ? document['image'] : '');
    for (const product of found.items) if (imageOf(product)) images.set(product.sku, imageOf(product));
    const parents = skus.filter((sku) => !images.has(sku));
    if (parents.length > 0) {
      const more = await catalog.products(
        { filters: [{ attribute: 'configurable_children.sku', value: parents }] },
        {
          size: parents.length,
          includeFields: ['sku', 'image', 'configurable_children.sku', 'configurable_children.image'],
        },
      );
      for (const parent of more.items)
        for (const child of parent.configurable_children ?? [])
          if (parents.includes(child.sku)) images.set(child.sku, imageOf(child) || imageOf(parent));
    }
    return lines.map((line) => (!line.image && images.get(line.sku) ? { ...line, image: images.get(line.sku) } : line));
  } catch (error) {
    logOnly(error);
    return lines;
  }
}

/** A server-only item as a line (added silently): its booking fields and the server's price. */
function lineFromServer(item: ServerCartItem): CartItem {
  const price = typeof item.price === 'number' ? item.price : 0;
  return {
    sku: item.sku,
    // The server's name is the catalogue's, HTML-encoded as Magento exports it (see lib/catalog-client.ts).
    name: decodeHtmlEntities(item.name ?? item.sku),
    qty: item.qty,
    price,
    priceInclTax: bookingPriceInclTax(price, binding?.settings.config.bookingTaxRatePercent ?? 0),
    is_monthly: item.is_monthly === true,
    ...(item.book_from ? { book_from: item.book_from } : {}),
    ...(item.book_to ? { book_to: item.book_to } : {}),
    type_id: item.product_type ?? 'simple',
    ...(item.item_id !== undefined && { server_item_id: item.item_id }),
    ...(item.quote_id !== undefined && { server_cart_id: item.quote_id }),
    ...(item.product_option && { product_option: item.product_option }),
    ...holdOf(item),
  };
}

/** The server's word on how long a spot line is held (absent: no live hold, or not a spot). */
function holdOf(item: ServerCartItem): Pick<CartItem, 'hold_expires_at'> {
  const until = item.extension_attributes?.hold_expires_at;
  return typeof until === 'string' ? { hold_expires_at: until } : {};
}

/** Every pull refreshes the holds: the server renews them on writes and the checkout's steps, never the browser. */
function withHolds(lines: CartItem[], serverItems: readonly ServerCartItem[]): CartItem[] {
  return lines.map((line) => {
    if (!line.book_from) return line;
    const server = serverItems.find((item) => sameBookingIdentity(item, line));
    const hold = server ? holdOf(server) : {};
    if (hold.hold_expires_at === line.hold_expires_at) return line;
    const { hold_expires_at: _gone, ...rest } = line;
    return { ...rest, ...hold };
  });
}

/** Sends one line (new or changed) and records the server's ids and price, or undoes it when refused. */
async function pushLine(lines: readonly CartItem[], line: CartItem): Promise<CartItem[]> {
  if (!binding || state().token === undefined) return [...lines];
  try {
    const reply = await binding.server.update(line, state().token!);
    return lines.map((candidate) => {
      if (!sameBookingIdentity(candidate, line)) return candidate;
      const confirmed: CartItem = {
        ...candidate,
        ...(reply.item_id !== undefined && { server_item_id: reply.item_id }),
        ...(reply.quote_id !== undefined && { server_cart_id: reply.quote_id }),
        ...holdOf(reply),
      };
      if (typeof reply.price === 'number' && cartLineKindRules(candidate).takesServerPrice) {
        confirmed.price = reply.price;
        confirmed.priceInclTax = bookingPriceInclTax(reply.price, binding!.settings.config.bookingTaxRatePercent);
      }
      delete confirmed.prev_qty;
      return confirmed;
    });
  } catch (error) {
    // No answer (offline): the line waits for the next sync. A refusal: undo it and say why.
    if (!(error instanceof CartServerError) || error.code === undefined) return [...lines];
    notify({ type: 'error', message: error.message, action1: { label: 'OK' } });
    return afterFailedItemUpdate(lines, line);
  }
}

/** Makes sure a server cart exists (docs/behaviour.md#server-cart-sync: created lazily, throttled, guest fallback on failure). */
async function ensureServerCart(): Promise<boolean> {
  if (!binding) return false;
  if (state().token !== undefined) return true;
  setCartState({ timestamps: { ...state().timestamps, lastCreateAt: Date.now() } });
  try {
    const token = await binding.server.create();
    const owner = userId();
    await saveCart({ token, owner });
    if (owner === null && isGuestId(token)) writeCartCookie(token);
    createFallbacks = 0;
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const decision = afterServerCartCreateFailure(
      { message, ...(error instanceof CartServerError && error.code !== undefined && { code: error.code }) },
      createFallbacks,
      binding.settings.config,
    );
    if (decision.kind === 'guest_fallback') createFallbacks = decision.attempt;
    logOnly(error);
    return false;
  }
}

/** docs/behaviour.md#server-cart-sync: create the token when needed, then pull and compare, then the totals. */
export function syncCart({ force = false }: { force?: boolean } = {}): Promise<void> {
  return serially(async () => {
    if (!binding || !ownedBySession()) return;
    const { settings, server } = binding;
    // A no-JS form (or the spot listing) created the guest cart since: the browser adopts it (see docs/behaviour.md#guest-cart-id).
    const cookie = state().token === undefined && userId() === null ? readCartCookie() : undefined;
    if (cookie) await saveCart({ token: cookie, owner: null });
    const current = state();
    const timestamps = force ? { ...current.timestamps, lastPullAt: undefined } : current.timestamps;
    const step = nextCartSyncStep({
      online: online(),
      serverToken: current.token,
      lines: current.items,
      state: timestamps,
      now: Date.now(),
      config: settings.config,
    });
    if (step === 'off' || step === 'idle') return;
    if (step === 'create' && !(await ensureServerCart())) return;
    try {
      const serverItems = await server.pull();
      const lines = state().items;
      // The shopper's own change is saved at once, outside these turns (changeLines): one made while this pull was
      // judged is newer than the verdict, which must not put the old quantity back. Its own turn sends it next.
      const judged = await reconcile(lines, serverItems);
      const next = state().items === lines ? judged : rebaseJudgedLines(lines, judged, state().items);
      setCartState({
        timestamps: { ...state().timestamps, lastPullAt: Date.now(), lastPullHash: cartItemsHash(next) },
      });
      if (cartItemsHash(next) !== cartItemsHash(lines) || next.some((line, i) => line !== lines[i]))
        await saveCart({ items: next });
    } catch (error) {
      if (error instanceof CartServerError && error.code === 404) {
        // The server no longer knows this cart (expired, merged): start again; the lines are pushed to the new one.
        if (isGuestId(state().token)) writeCartCookie(undefined);
        await saveCart({ token: undefined, items: state().items.map(unlinked) });
      }
      logOnly(error);
      return;
    }
    await refreshTotalsNow();
  });
}

function unlinked(line: CartItem): CartItem {
  const copy = { ...line };
  delete copy.server_item_id;
  delete copy.server_cart_id;
  delete copy.prev_qty;
  return copy;
}

async function refreshTotalsNow() {
  if (!binding || !binding.settings.config.synchronizeTotals || state().token === undefined || !ownedBySession())
    return;
  setCartState({ timestamps: { ...state().timestamps, lastTotalsAt: Date.now() } });
  // The lines the server holds now: a change made while the answer travels is not in these totals.
  const hash = cartItemsHash(state().items);
  try {
    const totals = await binding.server.totals();
    setCartState({
      segments: totals.segments,
      segmentsHash: hash,
      coupon: totals.coupon,
      lineTotals: new Map(totals.items.map((item) => [String(item.item_id), item])),
    });
    await saveTotals({ hash, segments: totals.segments, coupon: totals.coupon });
  } catch (error) {
    logOnly(error);
  }
}

function refreshTotals(force = false): Promise<void> {
  return serially(async () => {
    if (!binding) return;
    if (force || shouldRefreshTotals(state().timestamps, Date.now(), binding.settings.config)) await refreshTotalsNow();
  });
}

/** Saves the lines at once (the shopper sees the change), then sends the changed lines in order. */
async function changeLines(next: CartItem[], changed: readonly CartItem[], removed: readonly CartItem[] = []) {
  await saveCart({ items: next });
  await serially(async () => {
    if (!binding || !online() || !binding.settings.config.synchronize) return;
    if (!(await ensureServerCart())) return;
    let lines = [...state().items];
    for (const line of removed) {
      if (line.server_item_id === undefined) continue;
      try {
        await binding.server.remove(line, state().token!);
      } catch (error) {
        logOnly(error);
      }
    }
    for (const line of changed) {
      const sent = lines.find((candidate) => sameBookingIdentity(candidate, line));
      if (!sent) continue;
      const answered = await pushLine(lines, sent);
      // The shopper may have changed the line again while the reply travelled: keep their quantity, take the
      // server's ids and price; the later change has its own turn next.
      lines = withServerAnswer(state().items, answered, sent);
      await saveCart({ items: lines });
    }
    setCartState({ timestamps: { ...state().timestamps, lastPullHash: cartItemsHash(lines) } });
    await refreshTotalsNow();
  });
}

/** The lines an add decided (core `decideAddToCart`), then the online stock check of what was added. */
export async function commitAdd(items: CartItem[], added: readonly CartItem[]): Promise<void> {
  if (added.length > 0) void askPersistentStorage();
  await changeLines(items, added);
  const settings = binding?.settings;
  if (!settings?.stockCheck || added.length === 0) return;
  window.setTimeout(() => {
    for (const line of added) {
      void binding?.server
        .isInStock(line.sku)
        .then(async (inStock) => {
          if (inStock === undefined) return;
          // In a turn of its own: a pull being judged meanwhile would save its lines, without the check's word, over it.
          const outcome = await serially(async () => {
            const checked = applyStockCheck(state().items, line, inStock, settings.allowOutOfStockInCart);
            if (!checked.removed) await saveCart({ items: checked.items });
            return checked;
          });
          if (outcome.removed) await changeLines(outcome.items, [], [line]);
        })
        .catch(logOnly);
    }
  }, settings.stockCheckDelayMs);
}

/**
 * Quantity editing; answers the spec's message at once when refused ('Quantity must be above 0.'). The server is told
 * in the background: an earlier change's late reply must not clear the message of a later one.
 */
export function changeQty(line: CartItem, qty: string | number): string | undefined {
  const change = changeLineQty(state().items, line, qty);
  if (!change.ok) return change.error;
  void changeLines(change.items, [line]);
  return undefined;
}

export function removeLine(line: CartItem): Promise<void> {
  return changeLines(removeCartLine(state().items, line), [], [line]);
}

export function clearCart(): Promise<void> {
  return changeLines([], [], state().items);
}

/**
 * Place order success: the API deactivated the ordered cart itself, so its lines are dropped here without a delete
 * each; the old server id and guest cookie go, the time is stored as the last cart bypass (a login soon after may skip
 * creating a server cart), and a fresh server cart is created. Other tabs adopt the empty cart and the new id through
 * the storage events.
 */
export function afterOrderPlaced(resultCode?: number): Promise<void> {
  return serially(async () => {
    if (!placeOrderSucceeded(resultCode)) return;
    writeCartCookie(undefined);
    setCartState({ segments: null, coupon: null, lineTotals: new Map(), timestamps: {} });
    await saveTotals(undefined);
    await saveCart({ items: [], token: undefined });
    await saveCartBypass(Date.now());
    if (binding && online() && binding.settings.config.synchronize && ownedBySession()) await ensureServerCart();
  });
}

/** Applies a coupon; answers the API's message when refused (the wrong-code text comes from the API). */
export function applyCoupon(code: string): Promise<string | undefined> {
  return serially(async () => {
    if (!binding || !(await ensureServerCart())) return 'You are offline';
    try {
      await binding.server.applyCoupon(code.trim());
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    await refreshTotalsNow();
    return undefined;
  });
}

export function removeCoupon(): Promise<string | undefined> {
  return serially(async () => {
    if (!binding || state().token === undefined) return undefined;
    try {
      await binding.server.removeCoupon();
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
    await refreshTotalsNow();
    return undefined;
  });
}

export { refreshTotals };
