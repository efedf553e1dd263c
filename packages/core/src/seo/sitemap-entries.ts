import type { CategoryLinkSource } from '../routing/category-link.js';
import { categoryLink } from '../routing/category-link.js';
import { localizedRoute } from '../routing/localized-route.js';
import type { ProductLinkSource } from '../routing/product-link.js';
import { productLink } from '../routing/product-link.js';
import type { CatalogUrlOptions } from '../routing/route-types.js';
import type { StoreRoutingOptions } from '../routing/store-routing-options.js';
import type { SitemapChangefreq, SitemapUrl } from './sitemap-xml.js';

export interface SitemapProduct extends ProductLinkSource {
  readonly status?: unknown;
  readonly visibility?: unknown;
  readonly updated_at?: unknown;
}

export interface SitemapCategory extends CategoryLinkSource {
  readonly id?: unknown;
  readonly is_active?: unknown;
  readonly level?: unknown;
  readonly updated_at?: unknown;
  readonly children_data?: readonly SitemapCategory[] | null;
}

export interface SitemapEntriesOptions {
  /** 'https://shop.example'; every loc is absolute (sitemaps protocol). */
  readonly origin: string;
  /** Short or prefixed URLs, url_path dispatcher (`seo` config). */
  readonly urls?: CatalogUrlOptions;
  /** The store view the sitemap is for; its path prefix is added as links get it. */
  readonly storeCode?: string;
  readonly stores?: StoreRoutingOptions;
  readonly product?: { readonly changefreq?: SitemapChangefreq; readonly priority?: number };
  readonly category?: { readonly changefreq?: SitemapChangefreq; readonly priority?: number };
}

function number(value: unknown): number | undefined {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : undefined;
}

/** docs/behaviour.md#product-load: status 2 or more, or visibility 1, has no page. */
function hasProductPage(product: SitemapProduct): boolean {
  if (typeof product.sku !== 'string' || product.sku === '') return false;
  const status = number(product.status);
  const visibility = number(product.visibility);
  return !(status !== undefined && status >= 2) && visibility !== 1;
}

/** Inactive categories have no page; the root (level 1 or less, "All") is the shop itself, not a category page. */
function hasCategoryPage(category: SitemapCategory): boolean {
  if (category.is_active === false || category.is_active === 0 || category.is_active === '0') return false;
  const level = number(category.level);
  return level === undefined || level >= 2;
}

/** Category answers nest whole subtrees (see docs/api.md#catalogue-documents); each category is listed once, however often it appears. */
function flattenCategories(categories: readonly SitemapCategory[]): SitemapCategory[] {
  const seen = new Set<unknown>();
  const flat: SitemapCategory[] = [];
  const pending = [...categories];
  while (pending.length > 0) {
    const category = pending.shift()!;
    if (typeof category !== 'object' || category === null) continue;
    const identity = category.id ?? category;
    if (seen.has(identity)) continue;
    seen.add(identity);
    // Trimmed answers carry children as ids only; those have nothing to link with.
    const linkable = [category.slug, category.url_key, category.url_path, category.name].some(
      (field) => typeof field === 'string' && field.trim() !== '',
    );
    if (linkable) flat.push(category);
    // Depth first, so a category is followed by its own subcategories as in the menu.
    if (Array.isArray(category.children_data)) pending.unshift(...category.children_data);
  }
  return flat;
}

function lastmodOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * Sitemap entries for the catalogue: categories first, then products, each URL once. Links come from the router's own
 * categoryLink/productLink, so the sitemap always agrees with the pages. Disabled or individually invisible products
 * and inactive categories are left out.
 */
export function sitemapEntries(
  products: readonly SitemapProduct[],
  categories: readonly SitemapCategory[],
  options: SitemapEntriesOptions,
): SitemapUrl[] {
  const origin = options.origin.replace(/\/+$/, '');
  const absolute = (path: string): string =>
    `${origin}${options.stores ? localizedRoute(path, options.storeCode, options.stores) : path}`;
  const entries = new Map<string, SitemapUrl>();
  const add = (loc: string, lastmod: string | undefined, extra: SitemapEntriesOptions['product']) => {
    if (entries.has(loc)) return;
    entries.set(loc, {
      loc,
      ...(lastmod ? { lastmod } : {}),
      ...(extra?.changefreq ? { changefreq: extra.changefreq } : {}),
      ...(extra?.priority !== undefined ? { priority: extra.priority } : {}),
    });
  };
  for (const category of flattenCategories(categories)) {
    if (!hasCategoryPage(category)) continue;
    const link = categoryLink(category, options.urls);
    add(absolute(`${link.path}${link.search}`), lastmodOf(category.updated_at), options.category);
  }
  for (const product of products) {
    if (!hasProductPage(product)) continue;
    const link = productLink(product, options.urls);
    add(absolute(`${link.path}${link.search}`), lastmodOf(product.updated_at), options.product);
  }
  return [...entries.values()];
}
