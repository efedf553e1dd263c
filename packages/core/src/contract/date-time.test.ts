import { describe, expect, it } from 'vitest';
import { isoDateTimeSchema, NOT_ISO_DATE_TIME } from './date-time.js';

describe('isoDateTimeSchema', () => {
  it('takes a date-time with a zone, with or without seconds and milliseconds', () => {
    for (const value of ['2026-05-01T10:00Z', '2026-05-01T10:00:00Z', '2026-05-01T10:00:00.000+02:00'])
      expect(isoDateTimeSchema.safeParse(value).success).toBe(true);
  });

  it('refuses a date-time without a zone, a bare date and other text', () => {
    for (const value of ['2026-05-01T10:00:00', '2026-05-01', 'tomorrow', '2026-05-01T10:00:00+25:00'])
      expect(isoDateTimeSchema.safeParse(value).error?.issues[0]?.message).toBe(NOT_ISO_DATE_TIME);
  });
});
