import { describe, expect, it } from 'vitest';
import type { LocalOrder } from '../order/local-order.js';
import type { Notification } from '../ui/notification.js';
import { goingOnline, serializeRuns, type GoingOnlineDeps, type GoingOnlineRequest } from './going-online.js';

const waiting = { order_id: 'o1', transmited: false, products: [] } as unknown as LocalOrder;
const placed = { ...waiting, order_id: 'o2', transmited: true } as LocalOrder;
const cancelled = { ...waiting, order_id: 'o3', cancelled: true } as LocalOrder;

function harness(over: Partial<GoingOnlineDeps> = {}, orders: LocalOrder[] = [waiting]) {
  const steps: string[] = [];
  const notices: Notification[] = [];
  const deps: GoingOnlineDeps = {
    flushSyncTasks: async () => void steps.push('tasks'),
    syncCart: async () => void steps.push('cart'),
    automaticTransmission: false,
    thankYouShowing: () => false,
    localOrders: async () => orders,
    sendOrders: async () => void steps.push('orders'),
    confirm: (notice) => void notices.push(notice),
    translate: (key) => key,
    log: (message) => void steps.push(`log: ${message}`),
    ...over,
  };
  return { deps, steps, notices };
}

describe('going online (spec point 4)', () => {
  it('processes the sync queue, then reloads the cart, then sends the orders when automatic transmission is on', async () => {
    const h = harness({ automaticTransmission: true });
    expect(await goingOnline(h.deps)).toBe('sent');
    expect(h.steps).toEqual(['tasks', 'cart', 'orders']);
    expect(h.notices).toEqual([]);
  });

  it('sends them without asking while the thank-you page is showing', async () => {
    const h = harness({ thankYouShowing: () => true });
    expect(await goingOnline(h.deps)).toBe('sent');
    expect(h.steps).toEqual(['tasks', 'cart', 'orders']);
  });

  it("otherwise raises 'Order waiting!' whose action asks for a confirmed run, and sends nothing", async () => {
    const h = harness();
    const requests: GoingOnlineRequest[] = [];
    expect(await goingOnline(h.deps, {}, (request) => requests.push(request))).toBe('confirmation');
    expect(h.steps).toEqual(['tasks', 'cart']);
    expect(h.notices).toHaveLength(1);
    const [notice] = h.notices;
    expect(notice).toMatchObject({
      type: 'info',
      message: 'Order waiting!',
      hasNoTimeout: true,
      // It stays across pages until answered; what follows of the orders replaces it.
      group: 'offline-orders',
      outlivesPage: true,
      action1: { label: 'Click here to confirm the order that you made offline.' },
    });
    notice!.action1!.action!();
    expect(requests).toEqual([{ confirmed: true }]);
  });

  it('sends on a confirmed run (the action, the worker notification) even with automatic transmission off', async () => {
    const h = harness();
    expect(await goingOnline(h.deps, { confirmed: true })).toBe('sent');
    expect(h.steps).toEqual(['tasks', 'cart', 'orders']);
    expect(h.notices).toEqual([]);
  });

  it('asks nothing when no order waits (placed and cancelled ones are not waiting)', async () => {
    const h = harness({}, [placed, cancelled]);
    expect(await goingOnline(h.deps)).toBe('nothing-waiting');
    expect(h.steps).toEqual(['tasks', 'cart']);
    expect(h.notices).toEqual([]);
  });

  it('at the app start runs only the sync tasks when no order waits (the cart syncs on its own then)', async () => {
    const h = harness({ automaticTransmission: true }, [placed]);
    expect(await goingOnline(h.deps, { appStart: true })).toBe('nothing-waiting');
    expect(h.steps).toEqual(['tasks']);
    const withOrder = harness({ automaticTransmission: true });
    expect(await goingOnline(withOrder.deps, { appStart: true })).toBe('sent');
    expect(withOrder.steps).toEqual(['tasks', 'cart', 'orders']);
  });

  it('gives the orders their chance when an earlier step fails', async () => {
    const h = harness({
      automaticTransmission: true,
      flushSyncTasks: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    expect(await goingOnline(h.deps)).toBe('sent');
    expect(h.steps).toEqual(['log: Going online: sync tasks failed', 'cart', 'orders']);
  });
});

describe('runs of the procedure', () => {
  function gate() {
    let open: () => void = () => {};
    const promise = new Promise<void>((resolve) => (open = resolve));
    return { promise, open };
  }

  it('never overlap; triggers during a run make exactly one more run, merged, after it', async () => {
    const gates = [gate(), gate()];
    const runs: GoingOnlineRequest[] = [];
    let active = 0;
    let most = 0;
    const trigger = serializeRuns(async (request) => {
      active += 1;
      most = Math.max(most, active);
      runs.push(request);
      await gates[runs.length - 1]?.promise;
      active -= 1;
    });
    const first = trigger();
    const second = trigger();
    const third = trigger({ confirmed: true });
    await Promise.resolve();
    expect(runs).toEqual([{}]);
    gates[0]!.open();
    await first;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(runs).toEqual([{}, { confirmed: true, appStart: false }]);
    gates[1]!.open();
    await Promise.all([second, third]);
    expect(runs).toHaveLength(2);
    expect(most).toBe(1);
    await trigger();
    expect(runs).toHaveLength(3);
  });

  it('keeps running after a run that threw', async () => {
    let calls = 0;
    const trigger = serializeRuns(async () => {
      calls += 1;
      if (calls === 1) throw new Error('boom');
    });
    await trigger();
    await trigger();
    expect(calls).toBe(2);
  });
});
