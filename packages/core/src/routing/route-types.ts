export type RouteLayout = 'default' | 'minimal' | 'empty';

/** Parameters of a route path; values are the decoded segment texts. */
export type RouteParams = Readonly<Record<string, string>>;

/**
 * A resolved link: enough for a router (`name` + `params`) and for an `<a href>` (`path` + `search`). `path` is always
 * a pathname; the query lives in `search` ('' or '?…') so that store prefixes can be added to the path alone.
 */
export interface RouteLink<P extends RouteParams = RouteParams> {
  readonly name: string;
  readonly params: P;
  readonly path: string;
  readonly search: string;
}

export interface ProductRouteParams extends RouteParams {
  readonly parentSku: string;
  readonly slug: string;
}

export type ProductLink = RouteLink<ProductRouteParams & { readonly childSku?: string }>;

export type SlugLink = RouteLink<{ readonly slug: string }>;

/** The switches of docs/behaviour.md#catalogue-urls that shape catalogue URLs; both default to false. */
export interface CatalogUrlOptions {
  /** true: /{parentSku}/{slug}, /{slug}; false: /p/{parentSku}/{slug}, /c/{slug}. */
  readonly useShortCatalogUrls?: boolean;
  /** Product and category links use the catalogue url_path. */
  readonly useUrlDispatcher?: boolean;
  /** The store's root category: a category outside its tree links by slug, as its url_path belongs to another store. */
  readonly rootCategoryId?: number;
}
