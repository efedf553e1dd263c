import type { ShouldRevalidateFunction } from 'react-router';
import type { Route } from './+types/product';
import { productBySku, productPageView } from '../features/product/index.server';
import { ProductView } from '../features/product';
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

export const shouldRevalidate: ShouldRevalidateFunction = productShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.metaTitle },
  ...(loaderData?.metaDescription ? [{ name: 'description', content: loaderData.metaDescription }] : []),
];

export default function Product({ loaderData }: Route.ComponentProps) {
  return <ProductView product={loaderData} />;
}
