import type { Route } from './+types/category';
import { categoryBySlug, categoryListing } from '../features/catalog/index.server';
import { CatalogView, loadCatalogView, withCategoryMeta } from '../features/catalog';
import { pageContext } from '../lib/page-context.server';

/** `/c/{slug}` (docs/behaviour.md#catalogue-urls, route name `category`). */
export async function loader({ context, url, params, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url, request });
  return withCategoryMeta(await categoryListing(page, await categoryBySlug(page, params.slug), url));
}

/** In the browser the page's data and the view that renders it arrive together (see catalog-view.tsx). */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await loadCatalogView(data.kind);
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CatalogView view={loaderData} />;
}
