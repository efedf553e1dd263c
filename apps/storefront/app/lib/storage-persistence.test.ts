import { afterEach, describe, expect, it, vi } from 'vitest';
import { askPersistentStorage, resetPersistentStorageRequest } from './storage-persistence';

function fakeStorage(persisted: boolean, grant = true) {
  return { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => grant) };
}

describe('askPersistentStorage', () => {
  afterEach(() => {
    resetPersistentStorageRequest();
    vi.restoreAllMocks();
  });

  it('asks once, however often it is called', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const storage = fakeStorage(false);
    await Promise.all([askPersistentStorage(storage), askPersistentStorage(storage)]);
    await askPersistentStorage(storage);
    expect(storage.persist).toHaveBeenCalledOnce();
    expect(info).toHaveBeenCalledWith('[storage] persistent storage', 'granted');
  });

  it('does not ask when the storage is already persistent', async () => {
    const storage = fakeStorage(true);
    await askPersistentStorage(storage);
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('only logs a refusal or a failure', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await askPersistentStorage(fakeStorage(false, false));
    expect(info).toHaveBeenCalledWith('[storage] persistent storage', 'not granted');
    resetPersistentStorageRequest();
    const broken = new Error('denied');
    await expect(
      askPersistentStorage({ persisted: async () => false, persist: () => Promise.reject(broken) }),
    ).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith('[storage] persistent storage request failed', broken);
  });

  it('does nothing without the Storage API', async () => {
    await expect(askPersistentStorage(undefined)).resolves.toBeUndefined();
  });
});
