import type { CatalogUrlOptions, PriceFormatOptions } from '@storefront/core';

/** The settings the hydrated controls need; the whole configuration stays on the server. */
export interface ProductPageSettings {
  money: PriceFormatOptions;
  imagesBaseUrl: string;
  gallery: { width: number; height: number };
  variants: { listOutOfStockProducts: boolean; filterUnavailableVariants: boolean };
  setFirstVarianAsDefaultInURL: boolean;
  urls: CatalogUrlOptions;
  /** '' or '/de': links built in the browser get the store view's prefix. */
  storePrefix: string;
  allowZeroPrice: boolean;
  allowOutOfStockInCart: boolean;
  stockSynchronize: boolean;
  reviewEndpoint: string;
  /** The tax the cart adds to the price shown (config `cart.bookingTaxRatePercent`), said beside the price. */
  bookingTaxRatePercent: number;
}
