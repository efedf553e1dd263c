import type { ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/product';
import { productBySku, productPageView } from '../features/product/index.server';
import { CatalogView, loadCatalogView } from '../features/catalog';
import { productShouldRevalidate } from '../lib/product-revalidation';
import { pageContext } from '../lib/page-context.server';

/** `/p/{parentSku}/{slug}[/{childSku}]` (docs/behaviour.md#catalogue-urls, route names `{type_id}-product`). */
export async function loader({ context, url, params, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url, request });
  return productPageView(page, await productBySku(page, params.parentSku), {
    childSku: params.childSku ?? url.searchParams.get('childSku'),
    referer: request.headers.get('referer'),
    context,
  });
}

/** In the browser the page's data and the view that renders it arrive together (see catalog-view.tsx). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogView(data.kind);
  return data;
}

export const shouldRevalidate: ShouldRevalidateFunction = productShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.metaTitle },
  ...(loaderData?.metaDescription ? [{ name: 'description', content: loaderData.metaDescription }] : []),
];

export default function Product({ loaderData }: Route.ComponentProps) {
  return <CatalogView view={loaderData} />;
}
