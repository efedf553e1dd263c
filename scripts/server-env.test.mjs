import { describe, expect, it } from 'vitest';
import { mallocSettings, serverProcessEnv } from './server-env.mjs';

describe('serverProcessEnv', () => {
  it("fixes glibc's mmap threshold at 4 MB unless the caller chose one", () => {
    expect(serverProcessEnv({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_MMAP_THRESHOLD_: '4194304' });
    expect(serverProcessEnv({ MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({ MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(mallocSettings({ MALLOC_MMAP_THRESHOLD_: '65536' })).toEqual({});
    expect(mallocSettings({})).toEqual({ MALLOC_MMAP_THRESHOLD_: '4194304' });
  });
});
