import { usesShortShapes } from './catalog-patterns.js';
import { CATEGORY_ROUTE } from './category-link.js';
import { CMS_PAGE_ROUTE } from './cms-page-link.js';
import { ampRouteName } from './product-route-name.js';
import type { CatalogUrlOptions } from './route-types.js';
import { safeDecode } from './safe-decode.js';
import { pathSegments, splitUrl } from './url-parts.js';

export interface ProductPathMatch {
  readonly kind: 'product';
  readonly amp: boolean;
  /** The route name waits for the product: the type is only known once it is loaded. */
  readonly params: { readonly parentSku: string; readonly slug: string; readonly childSku?: string };
}

export interface CategoryPathMatch {
  readonly kind: 'category';
  readonly amp: boolean;
  readonly name: 'category' | 'category-amp';
  readonly params: { readonly slug: string };
}

export interface CmsPagePathMatch {
  readonly kind: 'cms-page';
  readonly amp: false;
  readonly name: 'cms-page';
  readonly params: { readonly slug: string };
}

export type CatalogPathMatch = ProductPathMatch | CategoryPathMatch | CmsPagePathMatch | { readonly kind: 'unknown' };

const UNKNOWN = Object.freeze({ kind: 'unknown' as const });

function productMatch(segments: string[], amp: boolean): ProductPathMatch | undefined {
  const [parentSku, slug, childSku] = segments;
  if (segments.length < 2 || segments.length > 3 || !parentSku || !slug) return undefined;
  return { kind: 'product', amp, params: childSku ? { parentSku, slug, childSku } : { parentSku, slug } };
}

function categoryMatch(segments: string[], amp: boolean): CategoryPathMatch | undefined {
  const [slug] = segments;
  if (segments.length !== 1 || !slug) return undefined;
  return {
    kind: 'category',
    amp,
    name: amp ? (ampRouteName(CATEGORY_ROUTE) as 'category-amp') : CATEGORY_ROUTE,
    params: { slug },
  };
}

/** Shapes after an optional '/amp': prefixed ('p', 'c') or bare. */
function matchShapes(segments: string[], amp: boolean, short: boolean): CatalogPathMatch | undefined {
  const [first, ...rest] = segments;
  if (!short && first === 'p') return productMatch(rest, amp);
  if (!short && first === 'c') return categoryMatch(rest, amp);
  if (short) return categoryMatch(segments, amp) ?? productMatch(segments, amp);
  return undefined;
}

/**
 * Parses a pathname (store prefix already removed) into a catalogue route of docs/behaviour.md#catalogue-urls. Named routes are not
 * considered here: match them first (matchRoute does). Reserved first segments: 'i' (CMS) and 'amp' always, 'p' and
 * 'c' in the prefixed form. With the dispatcher on, bare short shapes are left 'unknown' for resolveUnknownUrl,
 * since they cannot be told apart from url_paths; prefixed shapes are still recognised (productLink falls back to
 * them when a product has no url_path).
 */
export function matchCatalogPath(pathname: string, options: CatalogUrlOptions = {}): CatalogPathMatch {
  const segments = pathSegments(splitUrl(pathname).pathname).map(safeDecode);
  const [first, ...rest] = segments;
  if (first === 'i') {
    const [slug] = rest;
    return rest.length === 1 && slug
      ? { kind: 'cms-page', amp: false, name: CMS_PAGE_ROUTE, params: { slug } }
      : UNKNOWN;
  }
  if (first === 'amp') return matchShapes(rest, true, Boolean(options.useShortCatalogUrls)) ?? UNKNOWN;
  return matchShapes(segments, false, usesShortShapes(options)) ?? UNKNOWN;
}
