import type { Route } from './+types/category-amp';
import { categoryBySlug, categoryListing } from '../features/catalog/index.server';
import type { RouteHandle } from '../lib/route-handle';
import { pageContext } from '../lib/page-context.server';

export const handle: RouteHandle = { noScripts: true };

/** AMP alternate of a category page: minimal layout, no script, newest first (docs/behaviour.md#catalogue-urls: sort updated_at:desc). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const newestFirst = new URL(url);
  newestFirst.searchParams.set('sort', 'updated_at:desc');
  return categoryListing(page, await categoryBySlug(page, params.slug), newestFirst);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.metaTitle }];

export default function CategoryAmp({ loaderData }: Route.ComponentProps) {
  return (
    <div className="amp-category" data-category={loaderData.id}>
      <h1>{loaderData.name}</h1>
      <ul>
        {loaderData.products.map((product) => (
          <li key={product.sku}>
            <a href={product.href}>{product.name}</a> {product.price}
          </li>
        ))}
      </ul>
    </div>
  );
}
