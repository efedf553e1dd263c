import { parseClosedDates, parseOpeningHours, type BookingRules, type SpotDefaults } from '@storefront/core';
import type { ApiConfig, StoreViewConfig } from '../config.js';

/** The booking period rules of core, from the API's `spots` config. */
export function bookingRulesOf(config: ApiConfig): BookingRules {
  const { horizonDays, pastGraceMinutes, hourlyMinMinutes, hourlyStepMinutes } = config.spots;
  return { horizonDays, pastGraceMinutes, hourlyMinMinutes, hourlyStepMinutes };
}

/** A store view's locale and time zone (`i18n`), the root's for the default store or a view that names none. */
export function storeI18nOf(config: ApiConfig, storeView: StoreViewConfig | undefined): ApiConfig['i18n'] {
  return storeView?.i18n ?? config.i18n;
}

/**
 * What a spot of a store view takes when its document says nothing of its own: the view's time zone and the `spots`
 * config's rules (the config loader has checked the opening hours and closed dates, so they read).
 */
export function spotDefaultsOf(config: ApiConfig, storeView?: StoreViewConfig): SpotDefaults {
  const spots = config.spots;
  const hours = parseOpeningHours(spots.openingHours);
  const dates = parseClosedDates(spots.closedDates);
  return {
    timeZone: storeI18nOf(config, storeView).timeZone,
    rules: {
      minMinutes: spots.hourlyMinMinutes,
      maxMinutes: spots.hourlyMaxMinutes > 0 ? spots.hourlyMaxMinutes : null,
      stepMinutes: spots.hourlyStepMinutes,
      bufferMinutes: spots.bufferMinutes,
      openingHours: 'value' in hours ? hours.value : null,
      closedDates: 'value' in dates ? dates.value : [],
    },
  };
}
