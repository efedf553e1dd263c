import { badRequest } from '../http/api-error.js';

/** The storefront asks for 15 at a time (see docs/behaviour.md#constants-and-limits); the cap keeps one call from scanning the whole catalogue. */
export const MAX_SKUS_PER_CALL = 100;

/** `a,b,c` as skus, blanks dropped; undefined when none is left, so the caller answers with its own message. */
export function parseSkuList(value: string | undefined): string[] | undefined {
  const skus = (value ?? '')
    .split(',')
    .map((sku) => sku.trim())
    .filter(Boolean);
  if (skus.length === 0) return undefined;
  if (skus.length > MAX_SKUS_PER_CALL)
    throw badRequest(`Too many skus: ${skus.length} given, at most ${MAX_SKUS_PER_CALL} per call`);
  return skus;
}
