import type { Notification, NotificationStore } from '@storefront/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_VERSION_MESSAGE, registerServiceWorker } from './sw-register';

type Listener = () => void;

/** An EventTarget-like fake: listeners by event name (`once` honoured), fired by hand. */
function emitter() {
  const listeners = new Map<string, Array<{ listener: Listener; once: boolean }>>();
  return {
    addEventListener: (name: string, listener: Listener, options?: { once?: boolean }) =>
      listeners.set(name, [...(listeners.get(name) ?? []), { listener, once: options?.once === true }]),
    fire: (name: string) => {
      const called = listeners.get(name) ?? [];
      listeners.set(
        name,
        called.filter((entry) => !entry.once),
      );
      called.forEach((entry) => entry.listener());
    },
  };
}

function fakeWorker(state: string) {
  return { ...emitter(), state, postMessage: vi.fn() };
}

type FakeWorker = ReturnType<typeof fakeWorker>;

function fakeRegistration(parts: { waiting?: FakeWorker; installing?: FakeWorker }) {
  return { ...emitter(), scope: 'http://shop.test/', update: vi.fn(async () => undefined), ...parts };
}

const SETTINGS = {
  backgroundSyncTag: 'orderSync',
  notification: { enabled: true, title: 'Order waiting!', message: 'Click here', icon: '/icons/icon-192.png' },
};

let offered: Notification[];
let reload: ReturnType<typeof vi.fn>;
let container: ReturnType<typeof emitter> & Record<string, unknown>;

/** The 'Refresh' button of the one notification offered. */
function clickRefresh(): void {
  const refresh = offered[0]?.action1;
  expect(refresh?.label).toBe('Refresh');
  refresh!.action!();
}

function notifications(): NotificationStore {
  return { add: (notification: Notification) => offered.push(notification) } as unknown as NotificationStore;
}

function install(registration: ReturnType<typeof fakeRegistration>, scriptIsJavaScript = true) {
  container = {
    ...emitter(),
    controller: fakeWorker('activated'),
    register: vi.fn(async () => registration),
    getRegistration: vi.fn(async () => registration),
    ready: Promise.resolve({ active: fakeWorker('activated') }),
  };
  vi.stubGlobal('navigator', { onLine: true, serviceWorker: container });
  vi.stubGlobal('window', {
    addEventListener: vi.fn(),
    setInterval: vi.fn(),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    location: { reload },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      scriptIsJavaScript
        ? new Response('', { headers: { 'Content-Type': 'text/javascript' } })
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
}

beforeEach(() => {
  offered = [];
  reload = vi.fn();
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('registerServiceWorker: a new version', () => {
  it('offers a waiting worker; Refresh asks it to take over and reloads once when it controls the tab', async () => {
    const waiting = fakeWorker('installed');
    install(fakeRegistration({ waiting }));
    await registerServiceWorker(notifications(), SETTINGS);
    expect(offered.map((notification) => notification.message)).toEqual([NEW_VERSION_MESSAGE]);

    clickRefresh();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'storefront:skip-waiting' });
    container.controller = waiting;
    container.fire('controllerchange');
    container.fire('controllerchange');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads after 3 s when the new worker is held back, and again when it takes over later', async () => {
    const waiting = fakeWorker('installed');
    install(fakeRegistration({ waiting }));
    await registerServiceWorker(notifications(), SETTINGS);
    clickRefresh();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(reload).toHaveBeenCalledOnce();
    // Chromium can keep a reload started while the worker activates pending for good: a new one replaces it.
    container.controller = waiting;
    container.fire('controllerchange');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('follows a worker already installing when the page starts listening, and offers it once', async () => {
    const installing = fakeWorker('installing');
    const registration = fakeRegistration({ installing });
    install(registration);
    await registerServiceWorker(notifications(), SETTINGS);
    registration.fire('updatefound');
    installing.state = 'installed';
    installing.fire('statechange');
    expect(offered.map((notification) => notification.message)).toEqual([NEW_VERSION_MESSAGE]);
  });

  it('still follows the worker registered earlier when the script check fails (a server restarting)', async () => {
    const registration = fakeRegistration({ waiting: fakeWorker('installed') });
    install(registration, false);
    await registerServiceWorker(notifications(), SETTINGS);
    expect(container.register).not.toHaveBeenCalled();
    expect(offered.map((notification) => notification.message)).toEqual([NEW_VERSION_MESSAGE]);
  });
});
