import type { SyncTask } from './sync-task.js';

/**
 * Where untransmitted tasks survive a reload and a closed tab. One entry per task, so tabs sharing the storage never
 * overwrite each other's list: adding and removing touch only their own key. The storage manager's collections fit.
 */
export interface SyncTaskStorage {
  getItem(key: string): Promise<unknown>;
  setItem(key: string, value: unknown): Promise<void>;
  removeItem(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

export type ErrorReporter = (error: unknown, context: string) => void;

/** The untransmitted tasks in creation order; with storage, those of every tab sharing it. */
export interface PendingTasks {
  /** Reads the stored tasks again: another tab may have queued or sent some since. Without storage, a no-op. */
  reload(): Promise<void>;
  list(): readonly SyncTask[];
  add(task: SyncTask): Promise<void>;
  remove(taskId: string): Promise<void>;
  clear(): Promise<void>;
}

function isStoredTask(value: unknown): value is SyncTask {
  if (typeof value !== 'object' || value === null) return false;
  const task = value as Partial<SyncTask>;
  return (
    typeof task.task_id === 'string' &&
    typeof task.url === 'string' &&
    typeof task.payload === 'object' &&
    task.payload !== null &&
    typeof task.created_at === 'number' &&
    task.transmited === false
  );
}

// Keys sort in creation order: time first (padded), then a per-queue counter for tasks of the same millisecond.
const pad = (value: number, width: number) => String(Math.max(0, Math.floor(value))).padStart(width, '0');

export function createPendingTasks(options: {
  storage?: SyncTaskStorage | undefined;
  /** Prefix of the task keys, e.g. 'sync-tasks' or 'de/sync-tasks'. */
  key: string;
  report: ErrorReporter;
}): PendingTasks {
  const { storage, report } = options;
  const prefix = `${options.key}/`;
  let entries: ReadonlyArray<{ key: string; task: SyncTask }> = [];
  let counter = 0;

  const keyOf = (task: SyncTask) => {
    counter += 1;
    return `${prefix}${pad(task.created_at, 15)}-${pad(counter, 6)}-${task.task_id}`;
  };

  async function read(key: string): Promise<{ key: string; task: SyncTask } | undefined> {
    const value = await storage!.getItem(key);
    // Sent and removed by another tab between keys() and now.
    if (value === undefined || value === null) return undefined;
    if (isStoredTask(value)) return { key, task: value };
    report(new Error(`Dropped an unreadable stored sync task (${key})`), 'sync-tasks:restore');
    await storage!.removeItem(key);
    return undefined;
  }

  async function reload(): Promise<void> {
    if (!storage) return;
    try {
      const keys = (await storage.keys()).filter((key) => key.startsWith(prefix)).sort();
      const found = await Promise.all(keys.map(read));
      entries = found.filter((entry) => entry !== undefined);
    } catch (error) {
      // Unreadable storage must not stop the shop; the tasks known to this tab still wait in memory.
      report(error, 'sync-tasks:restore');
    }
  }

  async function write(work: () => Promise<void>): Promise<void> {
    try {
      await work();
    } catch (error) {
      report(error, 'sync-tasks:persist');
    }
  }

  return {
    reload,
    list: () => entries.map((entry) => entry.task),
    async add(task) {
      const key = keyOf(task);
      entries = [...entries, { key, task }].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      if (storage) await write(() => storage.setItem(key, task));
    },
    async remove(taskId) {
      const gone = entries.filter((entry) => entry.task.task_id === taskId);
      entries = entries.filter((entry) => entry.task.task_id !== taskId);
      if (storage)
        await write(async () => void (await Promise.all(gone.map((entry) => storage.removeItem(entry.key)))));
    },
    async clear() {
      // Every stored task, also those another tab queued since this one last looked.
      await reload();
      const gone = entries;
      entries = [];
      if (storage)
        await write(async () => void (await Promise.all(gone.map((entry) => storage.removeItem(entry.key)))));
    },
  };
}
