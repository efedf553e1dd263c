import type { PriceFilterRange } from '../config/catalog-config-types.js';
import type { CurrencySignPlacement } from '../config/locale-config-types.js';
import type { ListingState } from './listing-state.js';

export type SidebarFilterType = 'color' | 'size' | 'generic' | 'price';

export interface SidebarOption {
  /** What goes into the URL and into `applyFilterChange`: an option id, or a range such as '50-100'. */
  readonly value: string;
  readonly label: string;
  /** Products with this option in the current listing; 0 for a chosen option the answer no longer contains. */
  readonly count: number;
  readonly selected: boolean;
  readonly from?: number;
  readonly to?: number;
  /** Colour filters only: a CSS colour from `colorMappings`, else the label itself ('Blue' → 'blue'). */
  readonly swatch?: string;
}

export interface SidebarFilter {
  readonly attribute: string;
  readonly label: string;
  readonly type: SidebarFilterType;
  readonly options: readonly SidebarOption[];
}

export interface FilterSidebarOptions {
  readonly defaultFilters: readonly string[];
  readonly currencySign: string;
  readonly currencySignPlacement?: CurrencySignPlacement;
  /** `products.priceFilters.ranges`: fixes the order and which bucket is first and last. */
  readonly priceRanges?: readonly PriceFilterRange[];
  readonly firstRangePrefix?: string;
  readonly lastRangePrefix?: string;
  readonly locale?: string;
  readonly colorMappings?: Readonly<Record<string, string>>;
  /** Marks chosen options and keeps them listed when the answer no longer has a bucket for them. */
  readonly state?: ListingState;
}
