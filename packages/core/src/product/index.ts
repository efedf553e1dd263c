export { addToCartCheck } from './add-to-cart-check.js';
export type { AddToCartCheck, AddToCartCheckInput, AddToCartProblem } from './add-to-cart-check.js';
export { attributeRows, isVisibleOnFront } from './attribute-rows.js';
export type { AttributeMetadata, AttributeRow, AttributeRowsOptions } from './attribute-rows.js';
export { availableOptions } from './available-options.js';
export type { ConfigurableOptionState, OptionValueState } from './available-options.js';
export { bundlePrice, recomputeBundlePrice } from './bundle-price.js';
export type { BundlePrice, BundlePriceOptions } from './bundle-price.js';
export { DEFAULT_BUNDLE_QTY, defaultBundleSelections } from './bundle-selections.js';
export type { BundleOptionSelection, BundleSelections } from './bundle-selections.js';
export { childSkuForUrl } from './child-sku-for-url.js';
export type { ChildSkuForUrlOptions } from './child-sku-for-url.js';
export { isRecord, readLabel } from './document-readers.js';
export {
  childAttributeValue,
  configurableChildrenOf,
  configurableOptionsOf,
  configurationFromChild,
  describeConfiguration,
  matchesConfiguration,
} from './configuration.js';
export type { ConfigurableItemOption } from './configuration.js';
export type { CustomOptionInput, CustomOptionValues } from './custom-option-values.js';
export { customOptionsPrice } from './custom-options-price.js';
export { displayPrice, isKnownPrice } from './display-price.js';
export { offersAtPrice } from './offer-at-price.js';
export { memberSkus, partsPrice } from './parts-price.js';
export type { DisplayPrice, DisplayPriceOptions } from './display-price.js';
export { effectivePrice } from './effective-price.js';
export type { EffectivePrice } from './effective-price.js';
export { defaultChild, findConfigurableChild } from './find-configurable-child.js';
export type { FindChildOptions, VariantLookup, VariantSource } from './find-configurable-child.js';
export { galleryForConfiguration } from './gallery-for-configuration.js';
export { associatedLinks, groupedPrice } from './grouped-price.js';
export type { GroupedPrice } from './grouped-price.js';
export { initialConfiguration } from './initial-configuration.js';
export { parentOf, parentRouteFor } from './parent-of.js';
export { productForUrlPath } from './product-for-url-path.js';
export { priceInclTax } from './price-incl-tax.js';
export type { TaxLocation } from './price-incl-tax.js';
export { PRODUCT_ERROR_KEYS, productErrorMessages, setProductError } from './product-errors.js';
export { createProductFetchLock, PRODUCT_FETCH_LOCK_MS } from './product-fetch-lock.js';
export type { ProductFetchLock } from './product-fetch-lock.js';
export { isImagePath, productGallery } from './product-gallery.js';
export type { GalleryItem, GalleryVideo, ProductGalleryOptions } from './product-gallery.js';
export { productLoadOutcome } from './product-load-outcome.js';
export type { ProductLoadOptions, ProductLoadOutcome } from './product-load-outcome.js';
export { PRODUCT_MESSAGES } from './product-messages.js';
export type { ProductMessage } from './product-messages.js';
export { REVIEW_RATING_MAX, reviewRating } from './review-rating.js';
export { resolveConfigurableOptions, unresolvedOptionAttributeIds } from './resolve-configurable-options.js';
export { selectOption } from './select-option.js';
export type { SelectOptionOptions, SelectOptionResult } from './select-option.js';
export { stockStatus } from './stock-status.js';
export type { StockStatus, StockStatusOptions } from './stock-status.js';
export type {
  BundleOption,
  BundleSelectionLink,
  ConfigurableOption,
  ConfigurableOptionValue,
  Configuration,
  CustomOption,
  CustomOptionValue,
  MediaGalleryEntry,
  PricePair,
  ProductErrors,
  ProductLinkEntry,
  StockItem,
} from './types.js';
export { BUNDLE_OPTION_RULES, validateBundleOptions } from './validate-bundle-options.js';
export type { BundleOptionFieldValue } from './validate-bundle-options.js';
export { CUSTOM_OPTION_RULES, validateCustomOptions } from './validate-custom-options.js';
export type { CustomOptionFieldValue } from './validate-custom-options.js';
export { parseQuantity, validateQuantity } from './validate-quantity.js';
export type {
  OptionsValidation,
  OptionValidationSettings,
  ValidationLogger,
  ValidationRule,
  ValidationRules,
} from './validation-rules.js';
export { isChildInStock, isEnabledStatus, isVariantAvailable, readStockItem } from './variant-availability.js';
export type { VariantAvailabilityOptions } from './variant-availability.js';
