import { z } from 'zod';

export const count = () => z.number().int().min(0);
export const positiveCount = () => z.number().int().min(1);
export const durationMs = () => z.number().int().min(0);
export const pixels = () => z.number().int().min(1);
export const locale = () => z.string().regex(/^[a-z]{2}-[A-Z]{2}$/, 'expected a locale like "en-US"');
/** Paths and URLs; '' is meaningful for several (same origin, no prefix). */
export const urlOrPath = () => z.string().refine((v) => !/\s/.test(v), 'must not contain spaces');
export const imageSize = () => ({ width: pixels(), height: pixels() });
