import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BOOKING_RULES, DEFAULT_SPOT_RULES } from '@storefront/core';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { bookingRulesOf, spotDefaultsOf, storeI18nOf } from './booking-rules-of.js';

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

describe('the spot defaults', () => {
  const dir = mkdtempSync(join(tmpdir(), 'spot-defaults-'));
  const configWith = (file: object) => {
    const path = join(dir, 'local.json');
    writeFileSync(path, JSON.stringify(file));
    return loadApiConfig({ env: { DATA_DIR: dir }, file: path });
  };

  it('take the store view’s time zone and the spots config’s rules', () => {
    const config = loadApiConfig({ env: {} });
    expect(spotDefaultsOf(config)).toEqual({ timeZone: 'America/New_York', rules: DEFAULT_SPOT_RULES });
    expect(spotDefaultsOf(config, config.storeViews.de).timeZone).toBe('Europe/Berlin');
    expect(storeI18nOf(config, config.storeViews.it)).toEqual({ defaultLocale: 'it-IT', timeZone: 'Europe/Rome' });
    const strict = configWith({
      spots: {
        hourlyMaxMinutes: 720,
        bufferMinutes: 15,
        openingHours: 'Mon-Fri 07:00-22:00',
        closedDates: ['2026-12-25'],
      },
    });
    expect(spotDefaultsOf(strict).rules).toMatchObject({
      maxMinutes: 720,
      bufferMinutes: 15,
      openingHours: [
        [],
        [{ open: 420, close: 1320 }],
        [{ open: 420, close: 1320 }],
        [{ open: 420, close: 1320 }],
        [{ open: 420, close: 1320 }],
        [{ open: 420, close: 1320 }],
        [],
      ],
      closedDates: ['2026-12-25'],
    });
  });

  it('refuse an unknown time zone, unreadable opening hours and closed dates by name', () => {
    expect(() => configWith({ i18n: { timeZone: 'America/Gotham' } })).toThrow(
      /i18n\.timeZone.*"America\/Gotham" is not an IANA time zone/,
    );
    expect(() => configWith({ spots: { openingHours: 'Weekdays 9-5' } })).toThrow(/spots\.openingHours/);
    expect(() => configWith({ spots: { closedDates: ['2026-02-30'] } })).toThrow(/spots\.closedDates/);
    expect(() => configWith({ spots: { bufferMinutes: 2000 } })).toThrow(/spots\.bufferMinutes/);
  });
});
