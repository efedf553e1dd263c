import type { BookingRules } from '@storefront/core';
import type { ApiConfig } from '../config.js';

/** The booking period rules of core, from the API's `spots` config. */
export function bookingRulesOf(config: ApiConfig): BookingRules {
  const { horizonDays, pastGraceMinutes, hourlyMinMinutes, hourlyStepMinutes } = config.spots;
  return { horizonDays, pastGraceMinutes, hourlyMinMinutes, hourlyStepMinutes };
}
