import { describe, expect, it } from 'vitest';
import { defaultCartConfig } from '../config/default-commerce-config.js';
import { applyLocalSyncActions, planCartSync } from './cart-diff.js';
import type { ServerCartItem } from './server-cart-item.js';
import { hour, line } from './test-support/cart-lines.js';

const policy = defaultCartConfig();
const modify = { ...policy, serverSyncCanModifyLocalItems: true, serverSyncCanRemoveLocalItems: true };

describe('planCartSync', () => {
  it('links equal lines without a diff', () => {
    const local = line(hour);
    const server: ServerCartItem = { sku: 'P1', qty: 1, item_id: 7, quote_id: 3, ...hour, is_monthly: false };
    const plan = planCartSync([local], [server], policy);
    expect(plan.diff).toEqual([]);
    expect(plan.actions).toEqual([{ kind: 'link_local', line: local, serverItem: server }]);
    expect(planCartSync([{ ...local, server_item_id: 7, server_cart_id: 3 }], [server], policy).actions).toEqual([]);
  });

  it('reports wrong_qty and by default updates the server to the client', () => {
    const local = line({ qty: 3 });
    const server: ServerCartItem = { sku: 'P1', qty: 1, item_id: 7 };
    const plan = planCartSync([local], [server], policy);
    expect(plan.diff).toEqual([{ sku: 'P1', status: 'wrong_qty', side: 'server', clientQty: 3, serverQty: 1 }]);
    expect(plan.actions).toEqual([{ kind: 'update_server', line: local, serverItem: server }]);
  });

  it('lets the server modify the local quantity when serverSyncCanModifyLocalItems is on', () => {
    const local = line({ qty: 3 });
    const server: ServerCartItem = { sku: 'P1', qty: 1, item_id: 7 };
    expect(planCartSync([local], [server], modify).actions).toEqual([
      { kind: 'update_local', line: local, serverItem: server },
    ]);
  });

  it('pushes a local-only line to the server, and removes it only when the server had confirmed it and removal is on', () => {
    const fresh = line();
    const confirmed = line({ sku: 'P2', server_item_id: 9 });
    const plan = planCartSync([fresh, confirmed], [], policy);
    expect(plan.diff).toEqual([
      { sku: 'P1', status: 'no_item', side: 'server', clientQty: 1 },
      { sku: 'P2', status: 'no_item', side: 'server', clientQty: 1 },
    ]);
    expect(plan.actions.map((a) => a.kind)).toEqual(['update_server', 'update_server']);
    expect(planCartSync([fresh, confirmed], [], modify).actions).toEqual([
      { kind: 'update_server', line: fresh },
      { kind: 'remove_local', line: confirmed },
    ]);
  });

  it('adds server-only items locally and silently', () => {
    const server: ServerCartItem = { sku: 'P9', qty: 2, item_id: 1 };
    const plan = planCartSync([], [server], policy);
    expect(plan.diff).toEqual([{ sku: 'P9', status: 'no_item', side: 'client', serverQty: 2 }]);
    expect(plan.actions).toEqual([{ kind: 'add_local', serverItem: server, silent: true }]);
  });

  it('in forced-client mode updates the server to the client and deletes server-only items, whatever the policy', () => {
    const local = line({ qty: 2, server_item_id: 1 });
    const gone = line({ sku: 'P3', server_item_id: 4 });
    const server: ServerCartItem = { sku: 'P1', qty: 5, item_id: 1 };
    const extra: ServerCartItem = { sku: 'P9', qty: 1, item_id: 2 };
    const plan = planCartSync([local, gone], [server, extra], modify, { forceClientState: true });
    expect(plan.actions).toEqual([
      { kind: 'update_server', line: local, serverItem: server },
      { kind: 'update_server', line: gone },
      { kind: 'delete_server', serverItem: extra },
    ]);
  });

  it('matches by sku and booking fields, so another period of the same spot is another item', () => {
    const morning = line(hour);
    const server: ServerCartItem = {
      sku: 'P1',
      qty: 1,
      item_id: 1,
      book_from: '2026-12-02T10:00:00Z',
      book_to: hour.book_to,
    };
    const plan = planCartSync([morning], [server], policy);
    expect(plan.diff.map((d) => `${d.status}/${d.side}`)).toEqual(['no_item/server', 'no_item/client']);
  });

  it('lets each server item answer for one local line only', () => {
    const a = line();
    const b = line();
    const plan = planCartSync([a, b], [{ sku: 'P1', qty: 1, item_id: 1 }], policy);
    expect(plan.actions.map((x) => x.kind)).toEqual(['link_local', 'update_server']);
  });

  it('only reports on a dry run, and is dry by default when serverMergeByDefault is off', () => {
    const server: ServerCartItem = { sku: 'P9', qty: 2 };
    const dry = planCartSync([line()], [server], policy, { dryRun: true });
    expect(dry.diff).toHaveLength(2);
    expect(dry.actions).toEqual([]);
    expect(planCartSync([line()], [server], { ...policy, serverMergeByDefault: false }).actions).toEqual([]);
    expect(
      planCartSync([line()], [server], { ...policy, serverMergeByDefault: false }, { dryRun: false }).actions,
    ).toHaveLength(2);
  });
});

describe('applyLocalSyncActions', () => {
  it('applies local steps and leaves server steps to the caller', () => {
    const keep = line({ qty: 3 });
    const drop = line({ sku: 'P2', server_item_id: 5 });
    const push = line({ sku: 'P4' });
    const serverKeep: ServerCartItem = { sku: 'P1', qty: 1, item_id: 7, quote_id: 3 };
    const serverOnly: ServerCartItem = { sku: 'P9', qty: 2, item_id: 8, quote_id: 3 };
    const plan = planCartSync([keep, drop, push], [serverKeep, serverOnly], {
      ...policy,
      serverSyncCanModifyLocalItems: true,
      serverSyncCanRemoveLocalItems: true,
    });
    const next = applyLocalSyncActions([keep, drop, push], plan.actions, (item) =>
      line({ sku: item.sku, qty: item.qty, server_item_id: item.item_id }),
    );
    expect(next.map((l) => [l.sku, l.qty, l.server_item_id])).toEqual([
      ['P1', 1, 7],
      ['P4', 1, undefined],
      ['P9', 2, 8],
    ]);
    expect(
      applyLocalSyncActions([], [{ kind: 'add_local', serverItem: serverOnly, silent: true }], () => undefined),
    ).toEqual([]);
  });
});
