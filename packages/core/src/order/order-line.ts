import type { ProductDocument } from '../catalog/types.js';
import type { CartProductOption } from '../cart/cart-item.js';
import { cartLineOptionLabels, type LineLabel } from '../cart/cart-line-labels.js';
import { cartProductOption } from '../cart/cart-product-option.js';
import { readId } from '../product/document-readers.js';

/** What an order line keeps of its product (see docs/behaviour.md#order-lines). */
export interface OrderLineIdentity {
  /** The sku sold: a configurable's chosen child, else the product's own. */
  sku: string;
  /** The configurable parent's sku when a child is sold, else null. */
  parentSku: string | null;
  /** The name the shopper chose: the parent's for a configured child, never the child's 'Jacket-M-Green'. */
  name: string;
  /** The configured attributes ('Size: M', 'Color: Green'), then the custom options and bundle selections. */
  labels: LineLabel[];
  /**
   * The line's options as the cart takes them again ('Remake order'): a configured child always carries its
   * `configurable_item_options`, derived from the child when the body named only its sku.
   */
  productOption: CartProductOption | null;
}

const text = (value: unknown, fallback: string) => (typeof value === 'string' && value !== '' ? value : fallback);

/**
 * The order line of `product` (a configurable parent when `child` is given) with the options the body chose. A child
 * is named as its parent with its configuration as labels; the body's own custom and bundle options are kept.
 */
export function orderLineIdentity(
  product: ProductDocument,
  child: ProductDocument | undefined,
  productOption: CartProductOption | null | undefined,
): OrderLineIdentity {
  const productSku = text(readId(product.sku), '');
  const childSku = child ? readId(child.sku) : undefined;
  const configured = child && childSku !== undefined && childSku !== productSku;
  const attributes = { ...productOption?.extension_attributes };
  if (configured && product.type_id === 'configurable') {
    const derived = cartProductOption(product, { child })?.extension_attributes.configurable_item_options;
    if (derived) attributes.configurable_item_options = derived;
  }
  const option = Object.values(attributes).some((value) => Array.isArray(value) && value.length > 0)
    ? { extension_attributes: attributes }
    : null;
  return {
    sku: configured ? childSku : productSku,
    parentSku: configured ? productSku : null,
    name: text(product.name, productSku),
    labels: cartLineOptionLabels(product, option ?? undefined, configured ? child : undefined),
    productOption: option,
  };
}

/** The labels as one short text: 'Size: M, Color: Green' (the confirmation mail's and a line's summary). */
export function optionSummary(labels: readonly LineLabel[]): string {
  return labels.map((label) => `${label.label}: ${label.value}`).join(', ');
}
