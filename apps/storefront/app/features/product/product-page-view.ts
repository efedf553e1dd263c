import type { GalleryItem, ProductDocument } from '@storefront/core';
import type { SpotBookingView } from '../cart';
import type { ProductTileView } from '../product-tile';
import type { ProductPageSettings } from './product-page-settings';
import type { ShownPrice } from './shown-price';
import type { VariantState } from './variant-state';

/** A link with its shown price: grouped members, up-sells and cross-sells. */
export interface PricedLinkView {
  sku: string;
  name: string;
  href: string;
  /** Absent when the product has no price (0 in the export). */
  price?: string;
}

export interface ReviewView {
  id: number;
  title: string;
  detail: string;
  nickname: string;
  date: string;
  /** Whole stars, 1 to 5, when the review carries a rating. */
  rating?: number;
}

/**
 * Everything the product page renders and its controls work on, built on the server. `product` is a trimmed document
 * carrying only what the core rules read (variants, options, links with their products' prices, stock).
 */
export interface ProductPageView {
  kind: 'product';
  sku: string;
  name: string;
  typeId: string;
  product: ProductDocument;
  /** The child the URL names (path segment or `?childSku=`), preselected when it can be chosen. */
  childSku?: string;
  /** The unit price the page opens with (gross): bundle defaults, grouped sum, configurable's child, else own. */
  shown: ShownPrice;
  /** A configurable's selectors as the page opens: the child the URL names, else the default child. */
  variant?: VariantState;
  /** 'No available product variants' when no child can be chosen. */
  variantError?: string;
  /** The server's clock for the special-price rule of unpriced members, so the browser renders the same prices. */
  now: string;
  imageUrl: string;
  gallery: GalleryItem[];
  /** The description's HTML, already through the allow-list sanitizer on the server. */
  descriptionHtml: string;
  breadcrumbs: Array<{ name: string; href: string }>;
  /** Attribute list; an empty value means the attribute is present but empty ('N/A'). */
  attributes: Array<{ code: string; label: string; value: string }>;
  /** Colour swatches by option value (value_index → CSS colour). */
  swatches: Record<string, string>;
  grouped: PricedLinkView[];
  linked: PricedLinkView[];
  related: ProductTileView[];
  reviews: ReviewView[];
  sizeGuideHref?: string;
  canonicalUrl: string;
  ampHref: string;
  /** Serialized JSON-LD documents (Product, BreadcrumbList). */
  jsonLd: string[];
  metaTitle: string;
  metaDescription?: string;
  settings: ProductPageSettings;
  /** A parking spot's booking form (its rates, the period, its availability and price). */
  spot?: SpotBookingView;
}
