import {
  configurableChildrenOf,
  configurationFromChild,
  describeConfiguration,
  isVariantAvailable,
  type ProductDocument,
} from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import type { ProductPageSettings } from './product-page-settings';

/**
 * The swatches need scripts; without them the shopper picks the configuration from one list of the children that can
 * be chosen, posted as `child_sku` with the product form (see docs/behaviour.md#cart). It comes before the form's hidden `child_sku`
 * (the page's default child), so the server reads the shopper's choice first. Only the server renders the list: a
 * browser with scripts never shows `<noscript>` content (React does not hydrate it), so the list's code stays out of
 * the product page's JavaScript.
 */
export function NoScriptVariantSelect(props: Parameters<typeof VariantList>[0]) {
  return <noscript>{import.meta.env.SSR ? <VariantList {...props} /> : null}</noscript>;
}

function VariantList({
  product,
  selectedSku,
  settings,
}: {
  product: ProductDocument;
  selectedSku: string | undefined;
  settings: Pick<ProductPageSettings, 'variants'>;
}) {
  const t = useTranslate();
  const children = configurableChildrenOf(product).filter((child) => isVariantAvailable(child, settings.variants));
  if (children.length === 0) return null;
  return (
    <div className="field">
      <label htmlFor="product-child-sku">{t('Configuration')}</label>
      <select id="product-child-sku" className="ui-input" name="child_sku" defaultValue={selectedSku}>
        {children.map((child) => (
          <option key={child.sku} value={child.sku}>
            {describeConfiguration(product, configurationFromChild(product, child))
              .map((option) => `${option.label}: ${option.value}`)
              .join(', ') || child.sku}
          </option>
        ))}
      </select>
    </div>
  );
}
