import type { CartConfig } from '../config/commerce-config-types.js';
import type { CartItem } from './cart-item.js';
import { sameBookingIdentity, type ServerCartItem } from './server-cart-item.js';

/**
 * One difference found by the sync (see docs/behaviour.md#cart-in-the-browser). `side` is the party that disagrees: 'server' when the
 * server lacks a local line or holds another quantity, 'client' when the browser lacks a server item.
 */
export interface CartDiffEntry {
  sku: string;
  status: 'wrong_qty' | 'no_item';
  side: 'server' | 'client';
  clientQty?: number;
  serverQty?: number;
}

/** What the caller does after a pull; every step is data, so the plan itself is testable and a dry run is empty. */
export type CartSyncAction =
  /** Send the local line to `/api/cart/update` (a new item when `serverItem` is absent). */
  | { kind: 'update_server'; line: CartItem; serverItem?: ServerCartItem }
  /** Delete a server-only item (forced-client mode). */
  | { kind: 'delete_server'; serverItem: ServerCartItem }
  /** Take the server's quantity for a local line. */
  | { kind: 'update_local'; line: CartItem; serverItem: ServerCartItem }
  /** Drop a local line the server no longer has. */
  | { kind: 'remove_local'; line: CartItem }
  /** Add a server-only item locally without a notification (the caller fetches the product). */
  | { kind: 'add_local'; serverItem: ServerCartItem; silent: true }
  /** Quantities agree: record the server's ids on the local line. */
  | { kind: 'link_local'; line: CartItem; serverItem: ServerCartItem };

export interface CartSyncPlan {
  diff: CartDiffEntry[];
  actions: CartSyncAction[];
}

export interface CartSyncOptions {
  /** The client is the truth: update the server to it and delete server-only items. */
  forceClientState?: boolean;
  /** Only report; defaults to dry when `serverMergeByDefault` is off (VSF1 behaviour). */
  dryRun?: boolean;
}

type SyncPolicy = Pick<
  CartConfig,
  'serverMergeByDefault' | 'serverSyncCanModifyLocalItems' | 'serverSyncCanRemoveLocalItems'
>;

/** Compares the local lines with the pulled server items and plans the sync (see docs/behaviour.md#server-cart-sync). */
export function planCartSync(
  lines: readonly CartItem[],
  serverItems: readonly ServerCartItem[],
  policy: SyncPolicy,
  options: CartSyncOptions = {},
): CartSyncPlan {
  const forced = options.forceClientState === true;
  const dryRun = options.dryRun ?? !policy.serverMergeByDefault;
  const diff: CartDiffEntry[] = [];
  const actions: CartSyncAction[] = [];
  // Each server item answers for one local line only, so two local lines never claim the same server item.
  const claimed = new Set<ServerCartItem>();

  for (const line of lines) {
    const serverItem = serverItems.find((item) => !claimed.has(item) && sameBookingIdentity(line, item));
    if (!serverItem) {
      diff.push({ sku: line.sku, status: 'no_item', side: 'server', clientQty: line.qty });
      // Only a line the server once confirmed (it has a server id) can have been removed there; a line never sent
      // is pushed, never dropped — VSF1 removed a new visitor's first add this way (#4305).
      const removedOnServer = line.server_item_id !== undefined;
      if (!forced && policy.serverSyncCanRemoveLocalItems && removedOnServer) {
        actions.push({ kind: 'remove_local', line });
      } else {
        actions.push({ kind: 'update_server', line });
      }
      continue;
    }
    claimed.add(serverItem);
    if (serverItem.qty !== line.qty) {
      diff.push({ sku: line.sku, status: 'wrong_qty', side: 'server', clientQty: line.qty, serverQty: serverItem.qty });
      if (!forced && policy.serverSyncCanModifyLocalItems) actions.push({ kind: 'update_local', line, serverItem });
      else actions.push({ kind: 'update_server', line, serverItem });
    } else if (line.server_item_id !== serverItem.item_id || line.server_cart_id !== serverItem.quote_id) {
      actions.push({ kind: 'link_local', line, serverItem });
    }
  }

  for (const serverItem of serverItems) {
    if (claimed.has(serverItem)) continue;
    diff.push({ sku: serverItem.sku, status: 'no_item', side: 'client', serverQty: serverItem.qty });
    actions.push(forced ? { kind: 'delete_server', serverItem } : { kind: 'add_local', serverItem, silent: true });
  }

  return { diff, actions: dryRun ? [] : actions };
}

/**
 * Applies the plan's local steps to the lines (server steps are the caller's calls). `toLine` turns a server-only
 * item into a line (the caller has fetched its product); returning undefined skips it, e.g. an unknown sku.
 */
export function applyLocalSyncActions(
  lines: readonly CartItem[],
  actions: readonly CartSyncAction[],
  toLine: (serverItem: ServerCartItem) => CartItem | undefined,
): CartItem[] {
  let next = [...lines];
  const replace = (line: CartItem, updated: CartItem) => {
    next = next.map((candidate) => (candidate === line ? updated : candidate));
  };
  for (const action of actions) {
    if (action.kind === 'remove_local') next = next.filter((candidate) => candidate !== action.line);
    if (action.kind === 'update_local' || action.kind === 'link_local') {
      const { serverItem, line } = action;
      replace(line, {
        ...line,
        qty: action.kind === 'update_local' ? serverItem.qty : line.qty,
        server_item_id: serverItem.item_id,
        server_cart_id: serverItem.quote_id,
      });
    }
    if (action.kind === 'add_local') {
      const added = toLine(action.serverItem);
      if (added) next.push(added);
    }
  }
  return next;
}
