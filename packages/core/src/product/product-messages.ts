import type { MessageKey } from '../i18n/message-key.js';

/** docs/behaviour.md#validation-messages, docs/behaviour.md#error-messages, word for word; they are also the i18n keys, so a typo here fails to compile. */
export const PRODUCT_MESSAGES = {
  noAvailableVariants: 'No available product variants',
  wrongConfiguration: 'No such configuration for the product. Please do choose another combination of attributes.',
  outOfStock: 'Out of stock!',
  emptyProductResult: 'Product query returned an empty result',
  fieldRequired: 'Field is required.',
  customOptionsInvalid: 'Please configure product custom options and fix the validation errors',
  bundleQtyInvalid: 'Must be greater than 0.',
  bundleOptionsInvalid: 'Please configure product bundle options and fix the validation errors',
  quantityInvalid: 'Quantity must be above 0.',
  priceUnknown: 'Product price is unknown, product cannot be added to the cart!',
  cannotAddOutOfStock: 'The product is out of stock and cannot be added to the cart!',
  volatileStock:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
  notAvailable: 'N/A',
} as const satisfies Record<string, MessageKey>;

export type ProductMessage = (typeof PRODUCT_MESSAGES)[keyof typeof PRODUCT_MESSAGES];
