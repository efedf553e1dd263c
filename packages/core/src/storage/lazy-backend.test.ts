import { describe, expect, it, vi } from 'vitest';
import { lazyBackend } from './lazy-backend.js';
import type { PersistentBackend } from './persistent-backend.js';

function fakeBackend(): PersistentBackend & { disposed: number } {
  const data = new Map<string, unknown>();
  const backend = {
    disposed: 0,
    get: async (key: string) => data.get(key),
    set: async (key: string, entry: unknown) => void data.set(key, entry),
    remove: async (key: string) => void data.delete(key),
    entries: async () => [...data],
    clear: async () => data.clear(),
    dispose: () => void (backend.disposed += 1),
  };
  return backend as PersistentBackend & { disposed: number };
}

const entry = { value: 1, created_at: 0 } as never;

describe('lazyBackend', () => {
  it('loads nothing until the first operation, then loads once and delegates', async () => {
    const inner = fakeBackend();
    const load = vi.fn(async () => inner);
    const backend = lazyBackend(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([backend.set('a', entry), backend.set('b', entry)]);
    expect(await backend.get('a')).toBe(entry);
    expect((await backend.entries()).map(([key]) => key)).toEqual(['a', 'b']);
    await backend.remove('a');
    await backend.clear();
    expect(await backend.entries()).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the operation when the code cannot load, so the guard can recreate it', async () => {
    const backend = lazyBackend(() => Promise.reject(new Error('chunk missing')));
    await expect(backend.get('a')).rejects.toThrow('chunk missing');
    backend.dispose();
  });

  it('disposes the loaded backend, also one that finished loading after its disposal', async () => {
    const early = fakeBackend();
    const first = lazyBackend(async () => early);
    await first.get('a');
    first.dispose();
    await Promise.resolve();
    expect(early.disposed).toBe(1);

    const late = fakeBackend();
    let finish!: (backend: PersistentBackend) => void;
    const second = lazyBackend(() => new Promise((resolve) => (finish = resolve)));
    const pending = second.get('a');
    second.dispose();
    finish(late);
    await pending;
    await Promise.resolve();
    expect(late.disposed).toBeGreaterThanOrEqual(1);
  });

  it('never loads for a backend disposed unused', () => {
    const load = vi.fn(async () => fakeBackend());
    lazyBackend(load).dispose();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('a lazily loaded backend behind the persistence guard', () => {
  it('does not count a slow code download against the operation time-out', async () => {
    const { PersistenceGuard } = await import('./persistence-guard.js');
    const inner = fakeBackend();
    await inner.set('a', entry);
    const slowLoad = () => new Promise<PersistentBackend>((resolve) => setTimeout(() => resolve(inner), 60));
    const logger = { warn: vi.fn() };
    const guard = new PersistenceGuard({
      collection: 'products',
      acquire: () => ({ backend: lazyBackend(slowLoad) }),
      timers: { setTimeout, clearTimeout },
      limits: { read: 1, write: 30 },
      logger,
    });
    const outcome = await guard.run('read', 'getItem(a)', 20, (backend) => backend.get('a'));
    expect(outcome).toEqual({ ok: true, value: entry });
    expect(guard.isMemoryOnly()).toBe(false);
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
