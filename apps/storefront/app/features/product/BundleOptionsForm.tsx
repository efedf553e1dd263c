import {
  DEFAULT_BUNDLE_QTY,
  displayPrice,
  formatPrice,
  isKnownPrice,
  type BundleOption,
  type PriceFormatOptions,
  type ProductDocument,
} from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import type { ProductFormBinding } from './product-form';
import { useBundleOptions } from './use-bundle-options';
import { TextField } from '../../ui/TextField';

/** docs/behaviour.md#screens: one choice per option with its own quantity (minimum 0). */
export default function BundleOptionsForm({
  product,
  now,
  money,
  binding,
}: {
  product: ProductDocument;
  now: string;
  money: PriceFormatOptions;
  binding: ProductFormBinding;
}) {
  const t = useTranslate();
  const form = useBundleOptions(product, new Date(now), money, binding);
  const options = (product.bundle_options ?? []) as BundleOption[];
  return (
    <div className="bundle-options">
      {options.map((option) => {
        const id = String(option.option_id);
        const key = `bundle-option-${id}`;
        const selection = form.selections[id];
        const error = form.fieldErrors[id];
        const required = Boolean(option.required);
        return (
          <fieldset key={id} className="bundle-option">
            <legend>
              {option.title}
              {required && ' *'}
            </legend>
            <select
              className="ui-input"
              name={key}
              aria-label={option.title}
              value={selection?.selectionId == null ? '' : String(selection.selectionId)}
              onChange={(event) => form.change(id, { selectionId: event.target.value || null })}
            >
              {!required && <option value="">{t('None')}</option>}
              {(option.product_links ?? []).map((link) => (
                <option key={link.id} value={String(link.id)}>
                  {link.product ? selectionText(link.product, money) : link.sku}
                </option>
              ))}
            </select>
            <TextField
              id={`${key}-qty`}
              name={`${key}-qty`}
              label={t('Quantity')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={selection?.qty ?? DEFAULT_BUNDLE_QTY}
              error={error && t(error)}
              onChange={(event) => form.change(id, { qty: event.target.value })}
            />
          </fieldset>
        );
      })}
    </div>
  );
}

/** A selection's name with its price; without the price when it has none (never '$0.00'). */
function selectionText(product: ProductDocument, money: PriceFormatOptions): string {
  const { price } = displayPrice(product);
  return isKnownPrice(price) ? `${product.name} ${formatPrice(price, money)}` : product.name;
}
