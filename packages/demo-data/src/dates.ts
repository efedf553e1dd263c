export const DAY_MS = 86_400_000;

/**
 * Every date in the catalogue is an offset from the start of the UTC day of `now`, so the output is stable for a
 * whole day and the special-price windows stay "past", "current" or "future" whatever the hour.
 */
export function startOfUtcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/** Magento/VSF timestamp format: 'YYYY-MM-DD HH:mm:ss' (UTC). */
export function formatDateTime(ms: number): string {
  const iso = new Date(ms).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

export function daysFrom(base: number, days: number): number {
  return base + days * DAY_MS;
}
