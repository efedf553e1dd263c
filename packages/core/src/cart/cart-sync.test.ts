import { describe, expect, it } from 'vitest';
import { defaultCartConfig } from '../config/default-commerce-config.js';
import { nextCartSyncStep, type CartSyncStepInput } from './cart-sync.js';
import { cartItemsHash } from './cart-throttle.js';
import { line } from './test-support/cart-lines.js';

const config = defaultCartConfig();

function step(over: Partial<CartSyncStepInput>) {
  return nextCartSyncStep({ online: true, lines: [line()], state: {}, now: 10_000, config, ...over });
}

describe('nextCartSyncStep', () => {
  it('is off when sync is disabled or offline', () => {
    expect(step({ config: { ...config, synchronize: false } })).toBe('off');
    expect(step({ online: false })).toBe('off');
  });

  it('creates the server cart lazily, once there are lines, at most every 1000 ms', () => {
    expect(step({ lines: [] })).toBe('idle');
    expect(step({})).toBe('create');
    expect(step({ state: { lastCreateAt: 9_500 } })).toBe('idle');
    expect(step({ state: { lastCreateAt: 9_000 } })).toBe('create');
  });

  it('pulls with a token, throttled unless the lines changed', () => {
    const lines = [line()];
    const state = { lastPullAt: 9_000, lastPullHash: cartItemsHash(lines) };
    expect(step({ serverToken: 'abc', lines, state })).toBe('idle');
    expect(step({ serverToken: 'abc', lines: [line({ qty: 4 })], state })).toBe('pull');
    expect(step({ serverToken: 'abc', lines, state, now: 11_000 })).toBe('pull');
  });
});
