import { z } from 'zod';
import { isTimeZone } from '../booking/local-time.js';

export const count = () => z.number().int().min(0);
export const positiveCount = () => z.number().int().min(1);
export const durationMs = () => z.number().int().min(0);
export const pixels = () => z.number().int().min(1);
/** An IANA time zone the runtime knows: a zone is never guessed, so a misspelt one stops the start. */
export const timeZoneSchema = () =>
  z.string().refine((v) => isTimeZone(v), {
    error: (issue) => `"${String(issue.input)}" is not an IANA time zone this runtime knows, e.g. "America/New_York"`,
  });
export const locale = () => z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'expected a locale like "en-US"');
/** Paths and URLs; '' is meaningful for several (same origin, no prefix). */
export const urlOrPath = () => z.string().refine((v) => !/\s/.test(v), 'must not contain spaces');
export const imageSize = () => ({ width: pixels(), height: pixels() });
