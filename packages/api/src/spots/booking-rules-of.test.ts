import { DEFAULT_BOOKING_RULES } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { bookingRulesOf } from './booking-rules-of.js';

describe('the spots config', () => {
  it('defaults to a 15-minute hold and core default booking rules', () => {
    const config = loadApiConfig({ env: {} });
    expect(config.spots.holdMinutes).toBe(15);
    expect(bookingRulesOf(config)).toEqual(DEFAULT_BOOKING_RULES);
  });

  it('takes the hold, horizon and hourly rules from the environment, and refuses nonsense', () => {
    const config = loadApiConfig({
      env: {
        SPOT_HOLD_MINUTES: '5',
        SPOT_HORIZON_DAYS: '30',
        SPOT_HOURLY_MIN_MINUTES: '30',
        SPOT_HOURLY_STEP_MINUTES: '30',
      },
    });
    expect(config.spots.holdMinutes).toBe(5);
    expect(bookingRulesOf(config)).toMatchObject({ horizonDays: 30, hourlyMinMinutes: 30, hourlyStepMinutes: 30 });
    expect(() => loadApiConfig({ env: { SPOT_HOLD_MINUTES: 'soon' } })).toThrow(/spots\.holdMinutes/);
  });
});
