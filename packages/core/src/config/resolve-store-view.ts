import { mergeConfig } from './merge-config.js';
import type { StoreViewConfig, StoreViewDefinition } from './store-view-types.js';
import type { StorefrontConfig } from './storefront-config.js';

type InheritedDefinition = Omit<StoreViewDefinition, 'url' | 'storeCode' | 'appendStoreCode' | 'extend'>;

/** Applies `extend` recursively; a parent's url, storeCode and appendStoreCode describe only the parent. */
function withExtends(
  views: Record<string, StoreViewDefinition>,
  code: string,
  chain: readonly string[],
): StoreViewDefinition {
  const view = views[code];
  if (!view) throw new Error(`Store view "${code}" extended by "${chain.at(-1) ?? ''}" does not exist`);
  if (chain.includes(code)) throw new Error(`Store views extend each other in a loop: ${[...chain, code].join(' → ')}`);
  if (!view.extend) return view;
  const parent = withExtends(views, view.extend, [...chain, code]);
  const { url: _url, storeCode: _storeCode, appendStoreCode: _append, extend: _extend, ...inherited } = parent;
  return mergeConfig<InheritedDefinition>(inherited, view) as StoreViewDefinition;
}

/**
 * VSF's store-view rule: the base is {tax, i18n, elasticsearch, seo} of the root config; with multistore on, the view
 * for `storeCode` (or `defaultStoreCode` when empty) is deep-merged over it after resolving `extend`. Unknown codes,
 * and every code while multistore is off, give the default view, whose storeCode and url are ''. `disabled` views
 * still resolve: whether to route to them is the router's decision (see `routableStoreCodes`).
 */
export function resolveStoreView(config: StorefrontConfig, storeCode: string | null | undefined): StoreViewConfig {
  const { storeViews, defaultStoreCode } = config;
  const defaultView = defaultStoreCode ? storeViews.views[defaultStoreCode] : undefined;
  const base: StoreViewConfig = {
    storeCode: '',
    storeId: defaultView?.storeId ?? 1,
    name: storeViews.defaultStoreName,
    url: '',
    appendStoreCode: false,
    disabled: false,
    i18n: config.i18n,
    tax: config.tax,
    elasticsearch: config.elasticsearch,
    seo: config.seo,
  };
  const code = storeViews.multistore ? storeCode || defaultStoreCode : '';
  if (!code || !Object.hasOwn(storeViews.views, code)) return mergeConfig(base, undefined);
  const { extend: _extend, ...view } = withExtends(storeViews.views, code, []);
  return mergeConfig<StoreViewConfig>(base, view);
}
