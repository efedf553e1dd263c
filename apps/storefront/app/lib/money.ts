import { formatPrice, type PriceFormatOptions, type StoreViewConfig } from '@storefront/core';

/** How the store view writes prices (docs/behaviour.md#the-shop-at-a-glance: two decimals, sign before the amount in the default store). */
export function storePriceFormat(
  storeView: StoreViewConfig,
): Required<Pick<PriceFormatOptions, 'currencySign' | 'currencySignPlacement' | 'fractionDigits'>> {
  return {
    currencySign: storeView.i18n.currencySign,
    currencySignPlacement: storeView.i18n.currencySignPlacement,
    fractionDigits: storeView.i18n.fractionDigits,
  };
}

export function storeMoney(storeView: StoreViewConfig): (value: number) => string {
  const format = storePriceFormat(storeView);
  return (value) => formatPrice(value, format);
}
