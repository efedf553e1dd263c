import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { heapGrowthFlag, warmSearchProcess } from './warm-search-process.js';
import type { IndexRegistry } from './index-registry.js';

describe('heapGrowthFlag', () => {
  it('asks V8 for the configured growth', () => {
    expect(heapGrowthFlag(25, [])).toBe('--heap-growing-percent=25');
  });

  it("leaves V8's own factor at 0 and a growth the process was started with", () => {
    expect(heapGrowthFlag(0, [])).toBeUndefined();
    expect(heapGrowthFlag(25, ['--heap-growing-percent=50'])).toBeUndefined();
    expect(heapGrowthFlag(25, ['--heap_growing_percent=50'])).toBeUndefined();
    expect(heapGrowthFlag(25, ['--max-old-space-size=512'])).toBe('--heap-growing-percent=25');
  });
});

describe("this Node's V8", () => {
  it('knows the flag and takes it once running (it prints "unrecognized flag" for one it does not know)', () => {
    const flag = heapGrowthFlag(25, [])!;
    const script = `require('node:v8').setFlagsFromString(${JSON.stringify(flag)}); console.log('set')`;
    const run = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
    expect({ status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() }).toEqual({
      status: 0,
      stdout: 'set',
      stderr: '',
    });
  });
});

describe('warmSearchProcess', () => {
  it('sets the growth only once the index is warm', async () => {
    const events: string[] = [];
    let finishWarm!: () => void;
    const registry = {
      warm: (index: string, entities: readonly string[]) => {
        events.push(`warm ${index} ${entities.join(',')}`);
        return new Promise<void>((resolve) => (finishWarm = resolve));
      },
    } as unknown as IndexRegistry;
    const ready = warmSearchProcess(
      registry,
      { catalog: { defaultIndex: 'shop_catalog', heapGrowthPercent: 30 } } as never,
      {
        log: (line) => events.push(line.replace(/\d+ ms/, 'N ms')),
        setFlags: (flag) => events.push(flag),
        execArgv: [],
      },
    );
    await Promise.resolve();
    expect(events).toEqual(['warm shop_catalog product,category,attribute,review,cms_page,cms_block']);
    finishWarm();
    await ready;
    expect(events.slice(1)).toEqual(['Search index ready in N ms', '--heap-growing-percent=30']);
  });
});
