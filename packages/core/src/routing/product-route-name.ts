/** The types whose URL has no child segment (see docs/behaviour.md#routes-and-urls); every other type id, known or not, carries childSku. */
export const SINGLE_PRODUCT_TYPES = Object.freeze(['simple', 'virtual', 'bundle', 'downloadable', 'grouped'] as const);

/** Name of the catch-all product route used when the type is not known (VSF's route named 'product'). */
export const GENERIC_PRODUCT_ROUTE = 'product';

export function usesChildSku(typeId: string | undefined): boolean {
  return !(SINGLE_PRODUCT_TYPES as readonly string[]).includes(typeId ?? '');
}

export function productRouteName(typeId: string | undefined): string {
  return typeId ? `${typeId}-product` : GENERIC_PRODUCT_ROUTE;
}

/** 'simple-product' → 'simple-product-amp', 'category' → 'category-amp'. */
export function ampRouteName(routeName: string): string {
  return `${routeName}-amp`;
}
