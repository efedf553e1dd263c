import { z } from 'zod';
import { ISO_INSTANT } from '../booking/booking-instant.js';

export const NOT_ISO_DATE_TIME = 'must be an ISO 8601 date-time';

/**
 * A date-time with a time zone (`Z` or `±hh:mm`), so one period means the same instant on every server. The calendar
 * itself (`02-30`, `24:00`) is judged later by the booking rules, which answer it in the shopper's words.
 */
export const isoDateTimeSchema = z
  .string()
  .regex(ISO_INSTANT, NOT_ISO_DATE_TIME)
  .refine((value) => !Number.isNaN(Date.parse(value)), NOT_ISO_DATE_TIME);
