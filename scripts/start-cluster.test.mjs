import { describe, expect, it } from 'vitest';
import { processCount, sharedApiPlan, storefrontExecArgv } from './start-cluster.mjs';

describe('processCount', () => {
  it('takes STOREFRONT_PROCESSES, else the CPU count', () => {
    expect(processCount({ STOREFRONT_PROCESSES: '3' }, 8)).toBe(3);
    expect(processCount({}, 8)).toBe(8);
    expect(processCount({ STOREFRONT_PROCESSES: ' ' }, 2)).toBe(2);
  });

  it('refuses a count that is not a whole number from 1 to 256', () => {
    for (const raw of ['0', '-1', '1.5', 'many', '1000'])
      expect(() => processCount({ STOREFRONT_PROCESSES: raw }, 2)).toThrow(/STOREFRONT_PROCESSES/);
  });
});

describe('sharedApiPlan', () => {
  const none = { STOREFRONT_CONFIG_FILE: '/nonexistent/storefront.json' };

  it('starts one API process for the machine unless told otherwise', async () => {
    expect(await sharedApiPlan(none)).toEqual({ shared: true, publicUrl: '' });
    expect(await sharedApiPlan({ ...none, STOREFRONT_SHARED_API: 'true' })).toMatchObject({ shared: true });
    expect(await sharedApiPlan({ ...none, STOREFRONT_SHARED_API: 'false' })).toMatchObject({ shared: false });
    expect(await sharedApiPlan({ ...none, STOREFRONT_PUBLIC_URL: 'https://shop.example.com' })).toEqual({
      shared: true,
      publicUrl: 'https://shop.example.com',
    });
  });

  it('starts none where another API serves the shop', async () => {
    expect(await sharedApiPlan({ ...none, STOREFRONT_API_URL_FOR_SERVER: 'http://10.0.0.5:8080' })).toMatchObject({
      shared: false,
    });
    expect(await sharedApiPlan({ ...none, STOREFRONT_API_URL: 'https://api.example.com' })).toMatchObject({
      shared: false,
    });
  });

  it('refuses a word that is not yes or no', async () => {
    await expect(sharedApiPlan({ ...none, STOREFRONT_SHARED_API: 'maybe' })).rejects.toThrow(/STOREFRONT_SHARED_API/);
  });
});

describe('storefrontExecArgv', () => {
  it("limits the heap of a storefront process that holds no index, unless the caller's flags set a limit", () => {
    expect(storefrontExecArgv([], {})).toEqual(['--max-old-space-size=384']);
    expect(storefrontExecArgv(['--enable-source-maps'], {})).toEqual([
      '--enable-source-maps',
      '--max-old-space-size=384',
    ]);
    expect(storefrontExecArgv(['--max-old-space-size=1024'], {})).toEqual(['--max-old-space-size=1024']);
    expect(storefrontExecArgv([], { NODE_OPTIONS: '--max-old-space-size=900' })).toEqual([]);
  });
});
