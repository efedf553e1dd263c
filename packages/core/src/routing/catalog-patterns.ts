import { usesChildSku } from './product-route-name.js';
import type { CatalogUrlOptions } from './route-types.js';

/**
 * With the dispatcher on, bare short shapes would be indistinguishable from url_paths such as '/women/women-20',
 * so links that cannot use a url_path fall back to the unambiguous prefixed shapes.
 */
export function usesShortShapes(options: CatalogUrlOptions): boolean {
  return Boolean(options.useShortCatalogUrls) && !options.useUrlDispatcher;
}

/** AMP shapes start with '/amp', so the short form is never ambiguous and follows the switch alone. */
function ampUsesShortShapes(options: CatalogUrlOptions): boolean {
  return Boolean(options.useShortCatalogUrls);
}

export function productPattern(typeId: string | undefined, options: CatalogUrlOptions, amp = false): string {
  const short = amp ? ampUsesShortShapes(options) : usesShortShapes(options);
  const base = `${amp ? '/amp' : ''}${short ? '' : '/p'}/:parentSku/:slug`;
  return usesChildSku(typeId) ? `${base}/:childSku` : base;
}

export function categoryPattern(options: CatalogUrlOptions, amp = false): string {
  const short = amp ? ampUsesShortShapes(options) : usesShortShapes(options);
  return `${amp ? '/amp' : ''}${short ? '' : '/c'}/:slug`;
}

export const CMS_PAGE_PATTERN = '/i/:slug';
