import type { SyncTask } from './sync-task.js';

/**
 * Where untransmitted tasks survive a reload. Values are JSON text so any backend fits: localStorage, an IndexedDB
 * wrapper, or the storage layer with its memory fallback.
 */
export interface SyncTaskStorage {
  getItem(key: string): Promise<string | null | undefined>;
  setItem(key: string, value: string): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export type ErrorReporter = (error: unknown, context: string) => void;

/** The untransmitted tasks in creation order, mirrored to storage after every change. */
export interface PendingTasks {
  /** Loads the stored tasks once; every other method waits for it, so a write never clobbers an unread list. */
  ready(): Promise<void>;
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

function parseStored(text: string | null | undefined, report: ErrorReporter): SyncTask[] {
  if (text === null || text === undefined || text === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    report(error, 'sync-tasks:restore');
    return [];
  }
  if (!Array.isArray(parsed)) {
    report(new Error('Stored sync tasks are not a list'), 'sync-tasks:restore');
    return [];
  }
  const tasks = parsed.filter(isStoredTask);
  if (tasks.length < parsed.length) {
    report(new Error(`Dropped ${parsed.length - tasks.length} unreadable stored sync task(s)`), 'sync-tasks:restore');
  }
  return tasks;
}

export function createPendingTasks(options: {
  storage?: SyncTaskStorage | undefined;
  key: string;
  report: ErrorReporter;
}): PendingTasks {
  const { storage, key, report } = options;
  let tasks: readonly SyncTask[] = [];
  let loading: Promise<void> | undefined;
  let writes: Promise<void> = Promise.resolve();

  function ready(): Promise<void> {
    loading ??= (async () => {
      if (!storage) return;
      try {
        tasks = parseStored(await storage.getItem(key), report);
      } catch (error) {
        // Unreadable storage must not stop the shop; the tasks of this session still queue in memory.
        report(error, 'sync-tasks:restore');
      }
    })();
    return loading;
  }

  function persist(): Promise<void> {
    if (!storage) return Promise.resolve();
    // Writes are chained and each writes the list as it is when its turn comes, so the last write always wins.
    writes = writes.then(async () => {
      try {
        if (tasks.length === 0) await storage.removeItem(key);
        else await storage.setItem(key, JSON.stringify(tasks));
      } catch (error) {
        report(error, 'sync-tasks:persist');
      }
    });
    return writes;
  }

  return {
    ready,
    list: () => tasks,
    async add(task) {
      await ready();
      tasks = [...tasks, task];
      await persist();
    },
    async remove(taskId) {
      await ready();
      const next = tasks.filter((task) => task.task_id !== taskId);
      if (next.length === tasks.length) return;
      tasks = next;
      await persist();
    },
    async clear() {
      await ready();
      tasks = [];
      await persist();
    },
  };
}
