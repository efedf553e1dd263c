import { log, SETTINGS, worker } from './scope';

/** What the pages tell the worker about the offline orders (see docs/behaviour.md#offline-orders), kept for when no page is open. */
export interface WorkerConfig {
  backgroundSyncTag: string;
  notification: { enabled: boolean; title: string; message: string; icon: string };
}

export const DEFAULT_CONFIG: WorkerConfig = {
  backgroundSyncTag: 'orderSync',
  notification: {
    enabled: true,
    title: 'Order waiting!',
    message: 'Click here to confirm the order that you made offline.',
    icon: '',
  },
};

const CONFIG_KEY = '/__storefront/service-worker-config';
export const CONFIRM_QUERY = 'confirm-offline-orders';

const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

/** The page's message, checked field by field: anything else keeps the defaults. */
export function configFrom(message: Record<string, unknown>): WorkerConfig {
  const notification = (
    typeof message.notification === 'object' && message.notification !== null ? message.notification : {}
  ) as Record<string, unknown>;
  const defaults = DEFAULT_CONFIG.notification;
  return {
    backgroundSyncTag: text(message.backgroundSyncTag, DEFAULT_CONFIG.backgroundSyncTag) || 'orderSync',
    notification: {
      enabled: typeof notification.enabled === 'boolean' ? notification.enabled : defaults.enabled,
      title: text(notification.title, defaults.title),
      message: text(notification.message, defaults.message),
      icon: text(notification.icon, defaults.icon),
    },
  };
}

export async function saveConfig(config: WorkerConfig): Promise<void> {
  const cache = await caches.open(SETTINGS);
  await cache.put(
    CONFIG_KEY,
    new Response(JSON.stringify(config), { headers: { 'Content-Type': 'application/json' } }),
  );
}

export async function readConfig(): Promise<WorkerConfig> {
  try {
    const stored = await (await caches.open(SETTINGS)).match(CONFIG_KEY);
    return stored ? configFrom((await stored.json()) as Record<string, unknown>) : DEFAULT_CONFIG;
  } catch {
    return DEFAULT_CONFIG;
  }
}

const windows = () => worker.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** Asks every open page to run the going-online procedure (queued tasks, the cart, waiting orders). */
export async function askPagesToProcessQueues(reason: 'worker-start' | 'sync'): Promise<number> {
  const clients = await windows();
  for (const client of clients) client.postMessage({ type: 'storefront:process-queues', reason });
  if (clients.length > 0) log('asked the pages to process the queues', { reason, pages: clients.length });
  return clients.length;
}

/** The background sync of the offline orders: the open pages send them; with none open, the shopper is told. */
export async function onSync(tag: string): Promise<void> {
  const config = await readConfig();
  if (tag !== config.backgroundSyncTag) {
    log('background sync of another tag: nothing to do', tag);
    return;
  }
  if ((await askPagesToProcessQueues('sync')) > 0 || !config.notification.enabled) return;
  const { title, message, icon } = config.notification;
  await worker.registration.showNotification(title, {
    body: message,
    tag: 'orderSync',
    ...(icon && { icon }),
    data: { url: `/?${CONFIRM_QUERY}=1` },
  });
  log('notified the shopper of a waiting order');
}

/** A click on that notification: an open shop window comes forward (and sends), else the shop opens to confirm. */
export async function onNotificationClick(notification: Notification): Promise<void> {
  notification.close();
  if (notification.tag !== 'orderSync') return;
  const [open] = await windows();
  if (open) {
    await open.focus();
    open.postMessage({ type: 'storefront:process-queues', reason: 'sync' });
    return;
  }
  await worker.clients.openWindow(`/?${CONFIRM_QUERY}=1`);
}
