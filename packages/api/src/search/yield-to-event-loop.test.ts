import { describe, expect, it } from 'vitest';
import { createStepYielder, createYielder } from './yield-to-event-loop.js';

describe('yielders', () => {
  it('reads the clock every 32nd call for a loop of rows, at every call for a loop of chunks', async () => {
    // A slice of 0 ms is always over: a pause is due whenever the clock is read.
    const rows = createYielder(0);
    const due = Array.from({ length: 32 }, () => rows() !== undefined);
    expect(due.indexOf(true)).toBe(31);
    const steps = createStepYielder(0);
    const first = steps();
    expect(first).toBeInstanceOf(Promise);
    await first;
  });
});
