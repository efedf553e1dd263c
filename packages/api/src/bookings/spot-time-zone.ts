import { DEFAULT_SPOT_TIME_ZONE, isTimeZone } from '@storefront/core';

/**
 * The time zone of a spot, the one place that decides it: the spot document's own `time_zone`, else the store view's
 * `i18n.timeZone` when the config has one, else UTC. A value the runtime does not know as a time zone is skipped,
 * never guessed.
 */
export function spotTimeZone(
  product: Record<string, unknown> | undefined,
  storeView?: { i18n?: { timeZone?: unknown } },
): string {
  if (isTimeZone(product?.time_zone)) return product.time_zone;
  const configured = storeView?.i18n?.timeZone;
  if (isTimeZone(configured)) return configured;
  return DEFAULT_SPOT_TIME_ZONE;
}
