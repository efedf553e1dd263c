import { localizedRoute, productImageUrl } from '@storefront/core';
import type { PageContext } from '../../lib/page-context.server';
import type { BannerView } from './PromotedOffers';

interface BannerJson {
  image: string;
  title: string;
  subtitle: string;
  link: string;
}

interface PromotedOffersJson {
  mainBanners?: BannerJson[];
  smallBanners?: BannerJson[];
  productBanners?: BannerJson[];
}

async function fetchOffers(url: string): Promise<PromotedOffersJson | undefined> {
  const response = await fetch(url);
  if (!response.ok) return undefined;
  return (await response.json()) as PromotedOffersJson;
}

/**
 * docs/behaviour.md#store-views: banners come from static JSON files, per store code if present (`<code>_promoted_offers.json`), else
 * the shop-wide file. A missing file means no banners, not an error page.
 */
export async function loadPromotedOffers(
  page: PageContext,
): Promise<Record<'mainBanners' | 'smallBanners' | 'productBanners', BannerView[]>> {
  const base = page.bannersBaseUrl;
  const json =
    (page.storeCode ? await fetchOffers(`${base}/${page.storeCode}_promoted_offers.json`) : undefined) ??
    (await fetchOffers(`${base}/promoted_offers.json`)) ??
    {};
  const stores = page.stores;
  const view = (banner: BannerJson, width: number, height: number): BannerView => ({
    imageUrl: productImageUrl(banner.image, { width, height }, { baseUrl: page.config.images.baseUrl }),
    title: banner.title,
    subtitle: banner.subtitle,
    href:
      banner.link.startsWith('/') && page.storeCode ? banner.link : localizedRoute(banner.link, page.storeCode, stores),
  });
  return {
    // 1024 is the image service's size limit (see docs/api.md#images); the banner keeps its 12:5 shape.
    mainBanners: (json.mainBanners ?? []).map((b) => view(b, 1024, 427)),
    smallBanners: (json.smallBanners ?? []).map((b) => view(b, 600, 250)),
    productBanners: (json.productBanners ?? []).map((b) => view(b, 600, 250)),
  };
}
