import type { TranslationParams } from '@storefront/core';

type Translate = (key: string, params?: TranslationParams) => string;

/** An icon button's accessible name with its badge's count in it ('Wishlist, 2 items'), translated. */
export function countLabel(t: Translate, label: string, count: number): string {
  if (count <= 0) return label;
  return count === 1 ? t('{label}, 1 item', { label }) : t('{label}, {count} items', { label, count });
}
