import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { LISTING_FILTERS } from '@storefront/core';
import type { Route } from './+types/home';
import { ProductTile, TILE_FIELDS, toProductTileView } from '../features/product-tile';
import { withPartsPrices } from '../features/product-tile/index.server';
import { loadPromotedOffers } from '../features/home/index.server';
import { ProductBanners, PromotedOffers } from '../features/home';
import { homeDataOrKept, keepHomeData } from '../features/offline';
import { HOME_TAG } from '../lib/cache-tags';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';

export async function loader({ context, url, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url, request });
  page.cacheTags?.add(HOME_TAG);
  const [offers, latest] = await Promise.all([
    loadPromotedOffers(page),
    page.catalog.products(
      { filters: [...LISTING_FILTERS, { attribute: 'new', value: ['1'] }], sort: 'updated_at:desc' },
      { size: 8, includeFields: TILE_FIELDS },
    ),
  ]);
  const stores = page.stores;
  return {
    offers,
    products: (await withPartsPrices(page, latest.items)).map((product) =>
      toProductTileView(product, { config: page.config, storeView: page.storeView, storeCode: page.storeCode, stores }),
    ),
    title: page.storeView.seo.defaultTitle,
  };
}

/** Offline, the home page an offline redirect leads to shows the copy this tab kept (features/offline). */
export async function clientLoader({ serverLoader, request }: Route.ClientLoaderArgs) {
  return homeDataOrKept(new URL(request.url).pathname, serverLoader);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? 'Storefront' },
  // The main banner is the home page's largest paint: fetch it before the scripts the head also preloads.
  ...(loaderData?.offers.mainBanners[0]
    ? [
        {
          tagName: 'link',
          rel: 'preload',
          as: 'image',
          href: loaderData.offers.mainBanners[0].imageUrl,
          fetchPriority: 'high',
        },
      ]
    : []),
  { name: 'description', content: 'New arrivals, offers and parking spots to book.' },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { pathname } = useLocation();
  useEffect(() => keepHomeData(pathname, loaderData), [pathname, loaderData]);
  return (
    <div className="page home">
      <h1 className="visually-hidden">{loaderData.title}</h1>
      <PromotedOffers main={loaderData.offers.mainBanners} small={loaderData.offers.smallBanners} />
      {/* A catalogue with no new products gets no heading over an empty grid. */}
      {loaderData.products.length > 0 && (
        <section aria-labelledby="new-arrivals">
          <h2 id="new-arrivals" className="section-title">
            {t('Everything new')}
          </h2>
          <ul className="product-grid">
            {loaderData.products.map((product, i) => (
              <ProductTile key={product.sku} product={product} eager={i < 4} priority={i === 0} />
            ))}
          </ul>
        </section>
      )}
      <ProductBanners banners={loaderData.offers.productBanners} />
    </div>
  );
}
