import { parseQuantity } from '@storefront/core';
import type { Route } from './+types/product-amp';
import { productBySku, productPageView } from '../features/product/index.server';
import { AmpProduct } from '../features/product';
import type { RouteHandle } from '../lib/route-handle';
import { pageContext } from '../lib/page-context.server';

export const handle: RouteHandle = { noScripts: true };

/** AMP alternate of a product page: minimal layout, no script (see docs/behaviour.md#catalogue-urls); `?qty=` sets the quantity shown. */
export async function loader({ context, url, params, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const view = await productPageView(page, await productBySku(page, params.parentSku), {
    childSku: params.childSku,
    referer: request.headers.get('referer'),
  });
  const qty = parseQuantity(url.searchParams.get('qty') ?? '1');
  return { view, qty: qty > 0 ? qty : 1 };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.view.metaTitle },
  ...(loaderData?.view.metaDescription ? [{ name: 'description', content: loaderData.view.metaDescription }] : []),
];

export default function ProductAmp({ loaderData }: Route.ComponentProps) {
  const { view, qty } = loaderData;
  return <AmpProduct view={view} qty={qty} productHref={view.canonicalUrl} />;
}
