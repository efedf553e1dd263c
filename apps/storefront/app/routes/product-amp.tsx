import type { Route } from './+types/product-amp';
import { productBySku, productPageView } from '../features/catalog/catalog-pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { pageContext } from '../lib/page-context.server';

export const handle: RouteHandle = { noScripts: true };

/** AMP alternate of a product page: minimal layout, no script (spec point 2). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  return productPageView(page, await productBySku(page, params.parentSku));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.metaTitle }];

export default function ProductAmp({ loaderData }: Route.ComponentProps) {
  return (
    <article className="amp-product" data-sku={loaderData.sku}>
      <h1>{loaderData.name}</h1>
      <img src={loaderData.imageUrl} alt={loaderData.name} width={600} height={744} />
      <p className="price">{loaderData.price}</p>
    </article>
  );
}
