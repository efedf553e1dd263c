import {
  localizedRoute,
  matchCatalogPath,
  productForUrlPath,
  resolveUnknownUrl,
  type CategoryDocument,
  type ProductDocument,
} from '@storefront/core';
import { redirect, type ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/catalog-dispatcher';
import { categoryBySlug, findCategory, findCategoryOfUrlPath, categoryListing } from '../features/catalog/index.server';
import { productBySku, productPageView } from '../features/product/index.server';
import { CatalogView, loadCatalogView, withCategoryMeta } from '../features/catalog';
import { productShouldRevalidate } from '../lib/product-revalidation';
import { pageContext } from '../lib/page-context.server';

/** How many documents sharing one url_path are weighed against each other. */
const URL_PATH_CANDIDATES = 20;

/**
 * Every URL no other route claims: short catalogue URLs (`/{slug}`, `/{parentSku}/{slug}`), then the order of docs/behaviour.md#unknown-urls
 * for unknown URLs — a product by url_path, a category by url_path, else a server-side redirect to /page-not-found.
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url, request });
  const productRequest = (childSku: string | undefined) => ({
    childSku: childSku ?? url.searchParams.get('childSku'),
    referer: request.headers.get('referer'),
    context,
  });
  const urls = page.urls;
  const match = matchCatalogPath(page.path, urls);
  if (match.kind === 'product' && !match.amp) {
    const product = await page.catalog.productBy('sku', match.params.parentSku);
    if (product) return productPageView(page, product, productRequest(match.params.childSku));
  }
  if (match.kind === 'category' && !match.amp) {
    const category = await findCategory(page, match.params.slug);
    if (category) return withCategoryMeta(await categoryListing(page, category, url));
  }
  // The documents the url_path lookups find are the pages' documents: keep them instead of fetching them again.
  let byUrlPath: { product?: ProductDocument | undefined; category?: CategoryDocument | undefined } = {};
  const resolved = await resolveUnknownUrl(
    url.pathname + url.search,
    {
      // Several documents may share a url_path (a configurable and its own children in older exports).
      productByUrlPath: async (urlPath) => {
        const { items } = await page.catalog.products(
          { filters: [{ attribute: 'url_path', value: [urlPath] }] },
          { size: URL_PATH_CANDIDATES },
        );
        return (byUrlPath = { product: productForUrlPath(items) }).product;
      },
      categoryByUrlPath: async (urlPath) =>
        (byUrlPath = { category: await findCategoryOfUrlPath(page, urlPath) }).category,
    },
    { stores: page.stores },
  );
  if (resolved.type === 'product') {
    const found = byUrlPath.product;
    const product =
      found?.sku === resolved.params.parentSku ? found : await productBySku(page, resolved.params.parentSku);
    return productPageView(page, product, productRequest(resolved.params.childSku));
  }
  if (resolved.type === 'category')
    return withCategoryMeta(
      await categoryListing(page, byUrlPath.category ?? (await categoryBySlug(page, resolved.params.slug)), url),
    );
  throw redirect(localizedRoute('/page-not-found', page.storeCode, page.stores));
}

/** In the browser the page's data and the view that renders it arrive together (see catalog-view.tsx). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogView(data.kind);
  return data;
}

// Only product pages hold the fetch lock; category pages revalidate as before.
export const shouldRevalidate: ShouldRevalidateFunction = productShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.kind === 'category' ? loaderData.meta : productMeta(loaderData);

const productMeta = (loaderData: { metaTitle: string; metaDescription?: string } | undefined) => [
  { title: loaderData?.metaTitle },
  ...(loaderData?.metaDescription ? [{ name: 'description', content: loaderData.metaDescription }] : []),
];

export default function CatalogDispatcher({ loaderData }: Route.ComponentProps) {
  return <CatalogView view={loaderData} />;
}
