import { Form } from 'react-router';
import { LISTING_FILTERS } from '@storefront/core';
import type { Route } from './+types/product-search-panel';
import { ProductTile, TILE_FIELDS, toProductTileView } from '../features/product-tile';
import { withPartsPrices } from '../features/product-tile/index.server';
import { SEARCH_PAGE_SIZE, searchPage } from '../features/search';
import { useTranslate } from '../lib/i18n';
import { pageContext } from '../lib/page-context.server';

/** `/product-search-panel` and the search overlay's data: typo-tolerant search (see docs/behaviour.md#routes-and-urls, docs/behaviour.md#calls, docs/behaviour.md#search). */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url, request });
  const params = url.searchParams;
  const { query, tooShort, from, size } = searchPage(params);
  if (tooShort || !query) return { query, tooShort, total: 0, from, products: [] };
  const found = await page.catalog.products(
    // The search panel lists what is visible in search: visibility 3 and 4 (see docs/api.md#catalogue-search).
    { filters: [{ attribute: 'visibility', value: [3, 4] }, LISTING_FILTERS[1]], text: query },
    { size, from, includeFields: TILE_FIELDS },
  );
  const stores = page.stores;
  return {
    query,
    tooShort: false,
    total: found.total,
    from,
    products: (await withPartsPrices(page, found.items)).map((p) =>
      toProductTileView(p, { config: page.config, storeView: page.storeView, storeCode: page.storeCode, stores }),
    ),
  };
}

export const meta: Route.MetaFunction = () => [{ title: 'Search' }];

export default function ProductSearchPanel({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const next = loaderData.from + SEARCH_PAGE_SIZE;
  return (
    <div className="page search-page">
      <h1>{t('Search')}</h1>
      <Form method="get" role="search" className="search-form">
        <label htmlFor="search-q">{t('Search for products')}</label>{' '}
        <input id="search-q" name="q" type="search" defaultValue={loaderData.query} minLength={3} required />{' '}
        <button type="submit">{t('Search')}</button>
      </Form>
      {loaderData.tooShort && <p role="alert">{t('Searched term should consist of at least 3 characters.')}</p>}
      {loaderData.query.length >= 3 && loaderData.total === 0 && <p>{t('No products found!')}</p>}
      {loaderData.products.length > 0 && <h2 className="visually-hidden">{t('Search results')}</h2>}
      <ul className="product-grid">
        {loaderData.products.map((product) => (
          <ProductTile key={product.sku} product={product} />
        ))}
      </ul>
      {next < loaderData.total && (
        <p className="pager">
          <a href={`?q=${encodeURIComponent(loaderData.query)}&page=${next / SEARCH_PAGE_SIZE}`}>{t('Next page')}</a>
        </p>
      )}
    </div>
  );
}
