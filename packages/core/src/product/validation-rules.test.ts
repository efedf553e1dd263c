import { describe, expect, it, vi } from 'vitest';
import { runRules, validationResult } from './validation-rules.js';

describe('runRules', () => {
  const rules = {
    positive: (value: unknown) => ((value as number) > 0 ? undefined : 'positive'),
    even: (value: unknown) => ((value as number) % 2 === 0 ? undefined : 'even'),
  };

  it("returns the first broken rule's message", () => {
    const logger = { warn: vi.fn() };
    expect(runRules(['positive', 'even'], -1, rules, logger)).toBe('positive');
    expect(runRules(['positive', 'even'], 3, rules, logger)).toBe('even');
    expect(runRules(['positive', 'even'], 4, rules, logger)).toBeUndefined();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('only logs an unknown rule and goes on', () => {
    const logger = { warn: vi.fn() };
    expect(runRules(['nope', 'even'], 3, rules, logger)).toBe('even');
    expect(runRules(['toString'], 3, rules, logger)).toBeUndefined();
    expect(logger.warn).toHaveBeenCalledTimes(2);
    expect(logger.warn.mock.calls[0]?.[0]).toContain('"nope"');
  });
});

describe('validationResult', () => {
  it('sets the product message only when a field failed', () => {
    expect(validationResult({}, 'fix it')).toEqual({ valid: true, fieldErrors: {}, productError: undefined });
    expect(validationResult({ '1': 'bad' }, 'fix it')).toEqual({
      valid: false,
      fieldErrors: { '1': 'bad' },
      productError: 'fix it',
    });
  });
});
