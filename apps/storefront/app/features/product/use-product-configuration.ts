import { useRef, useState } from 'react';
import type { ProductDocument } from '@storefront/core';
import { useNotifications } from '../../lib/notifications-context';
import type { ProductPageView } from './product-page-view';

const loadRules = () => import('./variant-state');

/**
 * docs/behaviour.md#variant-selection bound to the page. The page opens with the state the server worked out (the child
 * the URL names, else the default child, else 'No available product variants'); the rules that change it load when
 * the shopper reaches for the selectors. A refused choice shows the wrong-attribute notice and changes nothing; the
 * chosen child's sku follows in the URL when configured, or when the URL already names a child.
 */
export function useProductConfiguration(view: ProductPageView) {
  const { product, settings } = view;
  const notifications = useNotifications();
  const [state, setState] = useState(view.variant);
  const urlChildSku = useRef(view.childSku);
  const child = state?.childSku
    ? (product.configurable_children as ProductDocument[]).find((candidate) => candidate.sku === state.childSku)
    : undefined;

  const select = async (attributeCode: string, value: string) => {
    if (!state) return;
    const { changeVariant } = await loadRules();
    const change = changeVariant(product, state, attributeCode, value, urlChildSku.current, settings);
    if (!change.ok) {
      notifications.add({ type: 'error', message: change.notice });
      return;
    }
    setState(change.state);
    if (change.url) {
      urlChildSku.current = change.url.sku;
      // Replaced in place: every child is on the page already, so there is nothing to load.
      window.history.replaceState(window.history.state, '', change.url.href);
    }
  };

  return { state, child, select, preload: () => void loadRules() };
}
