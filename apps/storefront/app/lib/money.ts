import { formatPrice, type StoreViewConfig } from '@storefront/core';

/** Prices as the store view writes them (spec point 1: two decimals, sign before the amount in the default store). */
export function storeMoney(storeView: StoreViewConfig): (value: number) => string {
  return (value) =>
    formatPrice(value, {
      currencySign: storeView.i18n.currencySign,
      currencySignPlacement: storeView.i18n.currencySignPlacement,
      fractionDigits: storeView.i18n.fractionDigits,
    });
}
