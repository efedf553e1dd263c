import type { Route } from './+types/category-amp';
import { categoryBySlug, categoryPageView } from '../features/catalog/catalog-pages.server';
import type { RouteHandle } from '../lib/route-handle';
import { pageContext } from '../lib/page-context.server';

export const handle: RouteHandle = { noScripts: true };

/** AMP alternate of a category page: minimal layout, no script, newest first (spec point 2: sort updated_at:desc). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = pageContext(request, context);
  return categoryPageView(page, await categoryBySlug(page, params.slug), { sort: 'updated_at:desc' });
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
