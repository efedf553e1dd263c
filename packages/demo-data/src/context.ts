import type { CatalogLayout } from './products/layout.js';

/** What every document builder needs to know about the run. */
export interface GenerationContext {
  /** Start of the UTC day of `now`, in ms. */
  today: number;
  /** Import timestamp put on documents as `tsk`, like mage2vuestorefront does. */
  tsk: number;
  layout: CatalogLayout;
}
