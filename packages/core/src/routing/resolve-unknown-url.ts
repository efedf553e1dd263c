import { CATEGORY_ROUTE } from './category-link.js';
import { categorySlug } from './category-slug.js';
import type { CategoryLinkSource } from './category-link.js';
import { localizedRoute, localizedRouteName } from './localized-route.js';
import { parseQuery } from './parse-query.js';
import type { ProductLinkSource } from './product-link.js';
import { productRouteParams } from './product-link.js';
import { productRouteName } from './product-route-name.js';
import { PAGE_NOT_FOUND_PATH } from './route-table.js';
import type { ProductLink } from './route-types.js';
import { safeDecode } from './safe-decode.js';
import { storeCodeFromPath } from './store-code-from-path.js';
import type { StoreRoutingOptions } from './store-routing-options.js';
import { splitUrl, trimSlashes } from './url-parts.js';

export interface UrlLookupContext {
  /** The store view the URL belongs to, so that the lookup uses that view's catalogue. */
  readonly storeCode: string;
}

/** Catalogue lookups by url_path (no leading or trailing slash, decoded). Resolve null/undefined when absent. */
export interface UrlPathLookups {
  productByUrlPath(urlPath: string, context: UrlLookupContext): Promise<ProductLinkSource | null | undefined>;
  categoryByUrlPath(urlPath: string, context: UrlLookupContext): Promise<CategoryLinkSource | null | undefined>;
}

export interface ResolveUnknownUrlOptions {
  /** Recognises and strips a store prefix; route names and the redirect are then localised for that store. */
  readonly stores?: StoreRoutingOptions;
}

interface ResolvedBase {
  readonly storeCode: string;
  readonly urlPath: string;
}

export type UnknownUrlResolution =
  | (ResolvedBase & { readonly type: 'product'; readonly name: string; readonly params: ProductLink['params'] })
  | (ResolvedBase & { readonly type: 'category'; readonly name: string; readonly params: { readonly slug: string } })
  | (ResolvedBase & { readonly type: 'not-found'; readonly redirect: string });

/**
 * The order of docs/behaviour.md#unknown-urls for URLs no route matched: a product by url_path, then a category by url_path, then
 * /page-not-found (a server-side redirect when rendering on the server). A configurable's child comes from the
 * `?childSku=` query the dispatcher links carry, else it is the parent itself. Lookup failures (offline, server
 * errors) reject rather than pretend the page does not exist.
 */
export async function resolveUnknownUrl(
  url: string,
  lookups: UrlPathLookups,
  options: ResolveUnknownUrlOptions = {},
): Promise<UnknownUrlResolution> {
  const { stores } = options;
  const { storeCode, path } = stores ? storeCodeFromPath(url, stores) : { storeCode: '', path: url };
  const { pathname, search } = splitUrl(path);
  // url_path values end in '.html' for products, so the suffix is part of the key and is kept.
  const urlPath = trimSlashes(safeDecode(pathname));
  const routeName = (name: string) => (stores ? localizedRouteName(name, storeCode, stores) : name);
  const context: UrlLookupContext = { storeCode };

  if (urlPath !== '') {
    const product = await lookups.productByUrlPath(urlPath, context);
    if (product) {
      const params = productRouteParams(product, parseQuery(search).childSku);
      return { type: 'product', name: routeName(productRouteName(product.type_id)), params, storeCode, urlPath };
    }
    const category = await lookups.categoryByUrlPath(urlPath, context);
    if (category) {
      const params = { slug: categorySlug(category) };
      return { type: 'category', name: routeName(CATEGORY_ROUTE), params, storeCode, urlPath };
    }
  }
  const redirect = stores ? localizedRoute(PAGE_NOT_FOUND_PATH, storeCode, stores) : PAGE_NOT_FOUND_PATH;
  return { type: 'not-found', redirect, storeCode, urlPath };
}
