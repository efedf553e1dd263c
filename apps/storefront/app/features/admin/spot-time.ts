import { instantOfLocalInputs, localInputsOf } from '@storefront/core';

/**
 * A spot's times are read and typed on the spot's own clock (its `time_zone`, docs/back-office.md#spots-and-blocks),
 * whatever the browser's zone: the merchant books and blocks the car park's hours.
 */

/** The ISO instant of a date and time typed on `timeZone`'s clock, or undefined when they are not one. */
export function instantOnClock(date: string, time: string, timeZone: string): string | undefined {
  const ms = instantOfLocalInputs(date, time, timeZone);
  return ms === undefined ? undefined : new Date(ms).toISOString();
}

/** `YYYY-MM-DD HH:MM` of an instant on `timeZone`'s clock. */
export function onClock(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const local = localInputsOf(ms, timeZone);
  return `${local.date} ${local.time}`;
}

/** `HH:MM` of an instant on `timeZone`'s clock. */
export function timeOnClock(iso: string, timeZone: string): string {
  return localInputsOf(Date.parse(iso), timeZone).time;
}

/** Today's date on `timeZone`'s clock. */
export function todayOn(timeZone: string, now = Date.now()): string {
  return localInputsOf(now, timeZone).date;
}

/**
 * A fresh `orderId` for a phone booking's form: made once per booking and sent again on a retry, so a lost answer
 * never books twice (docs/back-office.md#spots-and-blocks). `getRandomValues` works on a plain-http shop too.
 */
export function newPhoneOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `phone-${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
