import { Form } from 'react-router';
import { LISTING_FILTERS } from '@storefront/core';
import type { Route } from './+types/product-search-panel';
import { ProductTile } from '../features/catalog/ProductTile';
import { TILE_FIELDS, toProductTileView } from '../features/catalog/product-tile-view';
import { useTranslate } from '../lib/i18n';
import { pageContext, storeRouting } from '../lib/page-context.server';

const MIN_LENGTH = 3;

/** `/product-search-panel`: typo-tolerant search over name, sku and category (spec points 2, 7, 9). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageContext(request, context);
  const query = (new URL(request.url).searchParams.get('q') ?? '').trim();
  if (query.length < MIN_LENGTH) return { query, tooShort: query.length > 0, total: 0, products: [] };
  const found = await page.catalog.products(
    // The search panel lists what is visible in search: visibility 3 and 4 (contract 2.5).
    { filters: [{ attribute: 'visibility', value: [3, 4] }, LISTING_FILTERS[1]], text: query },
    { size: 50, includeFields: TILE_FIELDS },
  );
  const stores = storeRouting(page.config);
  return {
    query,
    tooShort: false,
    total: found.total,
    products: found.items.map((p) =>
      toProductTileView(p, { config: page.config, storeView: page.storeView, storeCode: page.storeCode, stores }),
    ),
  };
}

export const meta: Route.MetaFunction = () => [{ title: 'Search' }];

export default function ProductSearchPanel({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <div className="page search-page">
      <h1>{t('Search')}</h1>
      <Form method="get" role="search" className="search-form">
        <label htmlFor="search-q">{t('Search for products')}</label>{' '}
        <input id="search-q" name="q" type="search" defaultValue={loaderData.query} minLength={MIN_LENGTH} required />{' '}
        <button type="submit">{t('Search')}</button>
      </Form>
      {loaderData.tooShort && <p role="alert">{t('Searched term should consist of at least 3 characters.')}</p>}
      {loaderData.query.length >= MIN_LENGTH && loaderData.total === 0 && <p>{t('No products found!')}</p>}
      <ul className="product-grid">
        {loaderData.products.map((product) => (
          <ProductTile key={product.sku} product={product} />
        ))}
      </ul>
    </div>
  );
}
