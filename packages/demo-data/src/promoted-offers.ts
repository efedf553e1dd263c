import { BANNERS } from './banners.js';
import { categoryNode } from './categories/tree.js';
import { bannerImagePath } from './images/catalog-images.js';
import type { Banner, PromotedOffers } from './types.js';

/**
 * Banner links use the category url_path: the router resolves unknown paths by url_path (see docs/behaviour.md#store-views), so the link
 * works with short, prefixed or dispatcher URLs alike. Non-default store views get their '/<storeCode>' prefix.
 */
export function buildPromotedOffers(storeCode?: string): PromotedOffers {
  const prefix = storeCode && storeCode !== 'default' ? `/${storeCode}` : '';
  const banners = (slot: 'main' | 'small' | 'product'): Banner[] =>
    BANNERS.filter((banner) => banner.slot === slot).map((banner) => ({
      image: bannerImagePath(banner.key),
      title: banner.title,
      subtitle: banner.subtitle,
      link: `${prefix}/${categoryNode(banner.categoryId).urlPath}`,
    }));
  return { mainBanners: banners('main'), smallBanners: banners('small'), productBanners: banners('product') };
}
