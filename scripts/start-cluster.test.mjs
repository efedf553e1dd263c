import { describe, expect, it } from 'vitest';
import { processCount } from './start-cluster.mjs';

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
