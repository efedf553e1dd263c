import type { ConfigIssue } from './config-error.js';
import type { StoreViewDefinition } from './store-view-types.js';
import type { StorefrontConfig } from './storefront-config.js';

function extendLoop(views: Record<string, StoreViewDefinition>, start: string): string[] | undefined {
  const chain = [start];
  let next = views[start]?.extend;
  while (next !== undefined && Object.hasOwn(views, next)) {
    if (chain.includes(next)) return [...chain, next];
    chain.push(next);
    next = views[next]?.extend;
  }
  return undefined;
}

function checkLocales(
  path: string,
  i18n: { defaultLocale?: string; availableLocale?: string[] },
  supported: readonly string[],
  issues: ConfigIssue[],
): void {
  if (i18n.defaultLocale !== undefined && !supported.includes(i18n.defaultLocale)) {
    issues.push({ path: `${path}.defaultLocale`, message: `"${i18n.defaultLocale}" is not in i18n.supportedLocales` });
  }
  for (const [index, locale] of (i18n.availableLocale ?? []).entries()) {
    if (!supported.includes(locale)) {
      issues.push({ path: `${path}.availableLocale.${index}`, message: `"${locale}" is not in i18n.supportedLocales` });
    }
  }
}

/** Rules spanning several keys, which a per-field schema cannot express. Runs on an already schema-valid config. */
export function checkConfigConsistency(config: StorefrontConfig): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  const { i18n, storeViews, defaultStoreCode, checkout } = config;
  const views = storeViews.views;

  checkLocales('i18n', i18n, i18n.supportedLocales, issues);
  if (!i18n.availableLocale.includes(i18n.defaultLocale)) {
    issues.push({ path: 'i18n.defaultLocale', message: `"${i18n.defaultLocale}" is not in i18n.availableLocale` });
  }

  const storeIds = new Map<number, string>();
  for (const [code, view] of Object.entries(views)) {
    const path = `storeViews.views.${code}`;
    if (view.storeCode !== code) {
      issues.push({ path: `${path}.storeCode`, message: `must equal the key "${code}"` });
    }
    const sameId = storeIds.get(view.storeId);
    if (sameId !== undefined) {
      issues.push({ path: `${path}.storeId`, message: `${view.storeId} is already used by store view "${sameId}"` });
    }
    storeIds.set(view.storeId, code);
    if (view.extend !== undefined && !Object.hasOwn(views, view.extend)) {
      issues.push({ path: `${path}.extend`, message: `store view "${view.extend}" does not exist` });
    }
    const loop = extendLoop(views, code);
    if (loop?.at(-1) === code)
      issues.push({ path: `${path}.extend`, message: `extends itself through ${loop.join(' → ')}` });
    if (view.i18n) checkLocales(`${path}.i18n`, view.i18n, i18n.supportedLocales, issues);
  }

  for (const [index, code] of storeViews.mapStoreUrlsFor.entries()) {
    if (!Object.hasOwn(views, code)) {
      issues.push({ path: `storeViews.mapStoreUrlsFor.${index}`, message: `store view "${code}" does not exist` });
    }
  }
  if (defaultStoreCode !== '' && !Object.hasOwn(views, defaultStoreCode)) {
    issues.push({ path: 'defaultStoreCode', message: `store view "${defaultStoreCode}" does not exist` });
  }
  if (!checkout.paymentMethods.some((method) => method.code === checkout.defaultPaymentMethod)) {
    issues.push({
      path: 'checkout.defaultPaymentMethod',
      message: `"${checkout.defaultPaymentMethod}" is not one of checkout.paymentMethods`,
    });
  }
  return issues;
}
