import {
  cartProductOption,
  configurableChildrenOf,
  decideAddToCart,
  displayPrice,
  readStockItem,
  stockStatus,
  validateBundleOptions,
  validateCustomOptions,
  validateQuantity,
  type AddToCartSettings,
  type BundleOption,
  type BundleSelections,
  type CartItem,
  type CartItemBody,
  type CustomOption,
  type ProductDocument,
} from '@storefront/core';

export interface FormAddSettings extends AddToCartSettings {
  stockSynchronize: boolean;
  setConfigurableProductOptions: boolean;
}

export interface FormAddOutcome {
  /** Problems in the order they are shown; any error means nothing is sent. */
  problems: Array<{ type: 'error' | 'warning' | 'info' | 'success'; message: string }>;
  /** The lines to send to `/api/cart/update` (none when an error stopped the add). */
  lines: CartItemBody[];
  /** The sku each line is booked under (a configured line's child), which the server cart's lines carry. */
  bookedSkus: string[];
}

/**
 * The product form posted without JavaScript, decided with the browser's own rules: the quantity rule, the custom
 * and bundle option validators, then `decideAddToCart` (price, errors, variant, stock). The price is left out of the
 * wire line: the API prices a product line from the catalogue itself (see docs/behaviour.md#cart-prices-on-the-server).
 */
export function decideFormAdd(
  product: ProductDocument,
  form: FormData,
  existing: readonly CartItem[],
  settings: FormAddSettings,
  associatedProducts: readonly ProductDocument[] = [],
): FormAddOutcome {
  const qtyError = validateQuantity(form.get('qty') ?? '1');
  if (qtyError) return { problems: [{ type: 'error', message: qtyError }], lines: [], bookedSkus: [] };
  // docs/behaviour.md#adding-to-cart: the field is checked, but each add books one unit (as the scripted button does); repeated adds
  // raise the line.
  const qty = 1;

  const child = chosenChild(product, form.get('child_sku'));
  const custom = customValues(product, form);
  const bundle = bundleSelections(product, form);
  const errors: Record<string, string> = {};
  const customCheck = validateCustomOptions(product.custom_options, custom, { logger: silent });
  if (customCheck.productError) errors.custom_options = customCheck.productError;
  const bundleCheck = validateBundleOptions(product.bundle_options, bundle, { logger: silent });
  if (bundleCheck.productError) errors.bundle_options = bundleCheck.productError;

  const target = child ?? product;
  const decision = decideAddToCart(
    existing,
    {
      product,
      booking: {
        price: displayPrice(target).price,
        product_option: cartProductOption(product, { child, customOptions: custom, bundleSelections: bundle }),
      },
      errors,
      selectedVariant: product.type_id === 'configurable' ? (child ?? null) : undefined,
      associatedProducts,
      stockStatusOf: (added) =>
        stockStatus(readStockItem(added === product ? target : added), { synchronize: settings.stockSynchronize }),
      priceOf: (member) => displayPrice(member).price,
    },
    settings,
  );
  const problems = decision.notifications.map(({ type, message }) => ({ type, message }));
  if (problems.some((problem) => problem.type === 'error')) return { problems, lines: [], bookedSkus: [] };
  return {
    problems,
    lines: decision.added.map((line) => {
      // VSF's shape (`cart.setConfigurableProductOptions`): the parent's sku with the chosen options, so the API names
      // the line after the parent and labels its options; the line itself is the child's.
      const configured =
        settings.setConfigurableProductOptions &&
        line.parentSku !== undefined &&
        (line.product_option?.extension_attributes.configurable_item_options?.length ?? 0) > 0;
      const wire: CartItemBody = { sku: configured ? line.parentSku! : line.sku, qty };
      if (line.product_option) wire.product_option = line.product_option;
      return wire;
    }),
    bookedSkus: decision.added.map((line) => line.sku),
  };
}

/** The option lists of a document; the validators skip malformed entries themselves. */
function listOf<T extends { option_id?: unknown }>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]).filter((entry) => entry?.option_id != null) : [];
}

const silent = { warn: () => undefined, error: () => undefined } as never;

function chosenChild(product: ProductDocument, childSku: FormDataEntryValue | null): ProductDocument | undefined {
  if (product.type_id !== 'configurable' || typeof childSku !== 'string') return undefined;
  return configurableChildrenOf(product).find((child) => child.sku === childSku);
}

/** Fields named `custom-option-<option_id>` (checkboxes repeat the name). */
function customValues(product: ProductDocument, form: FormData): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const option of listOf<CustomOption>(product.custom_options)) {
    const id = String(option.option_id);
    const given = form.getAll(`custom-option-${id}`).filter((value): value is string => typeof value === 'string');
    if (given.length === 0) continue;
    values[id] = option.type === 'checkbox' || option.type === 'multiple' ? given : given[0]!;
  }
  return values;
}

/** Fields `bundle-option-<option_id>` (the selection) and `bundle-option-<option_id>-qty`. */
function bundleSelections(product: ProductDocument, form: FormData): BundleSelections {
  const selections: Record<string, { selectionId: string | null; qty: string }> = {};
  for (const option of listOf<BundleOption>(product.bundle_options)) {
    const id = String(option.option_id);
    const selection = form.get(`bundle-option-${id}`);
    const qty = form.get(`bundle-option-${id}-qty`);
    selections[id] = {
      selectionId: typeof selection === 'string' && selection !== '' ? selection : null,
      qty: typeof qty === 'string' ? qty : '1',
    };
  }
  return selections;
}
