import type { ProductTileView } from '../product-tile';

export interface FilterView {
  attribute: string;
  label: string;
  type: string;
  options: Array<{ label: string; count: number; selected: boolean; href: string; swatch?: string }>;
}

/** One page of a product listing as the category and search pages show it (see listing.server.ts). */
export interface ListingPageView {
  total: number;
  /** The page shown, counted from 0. */
  page: number;
  pageCount: number;
  products: ProductTileView[];
  filters: FilterView[];
  activeFilters: Array<{ label: string; href: string }>;
  clearFiltersHref?: string;
  sorts: Array<{ label: string; href: string; selected: boolean }>;
  /** The listing's URL with `{page}` in place of the page number, for infinite scroll. */
  pageHrefTemplate: string;
  previousHref?: string;
  nextHref?: string;
}
