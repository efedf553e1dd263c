import { DEFAULT_SPOT_TIME_ZONE, isTimeZone } from '@storefront/core';

/**
 * The clock a spot's periods are entered and shown on: the zone its document names (`time_zone`, IANA), else the
 * zone the store view's config names (`i18n.timeZone`), else core's default. The one place that decides it, so every
 * page (product, listing, microcart, checkout) reads a spot's period alike.
 */
export function spotTimeZone(
  product: object | null | undefined,
  storeView: { i18n?: object } | null | undefined,
): string {
  const own = (product as { time_zone?: unknown } | null | undefined)?.time_zone;
  if (isTimeZone(own)) return own;
  const configured = (storeView?.i18n as { timeZone?: unknown } | undefined)?.timeZone;
  if (isTimeZone(configured)) return configured;
  return DEFAULT_SPOT_TIME_ZONE;
}
