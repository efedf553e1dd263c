import type { Route } from './+types/category';
import { categoryBySlug, categoryPageView } from '../features/catalog/catalog-pages.server';
import { CategoryView } from '../features/catalog/CategoryView';
import { pageContext } from '../lib/page-context.server';

/** `/c/{slug}` (spec point 2, route name `category`). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = pageContext(request, context);
  return categoryPageView(page, await categoryBySlug(page, params.slug));
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.metaTitle },
  ...(loaderData?.metaDescription ? [{ name: 'description', content: loaderData.metaDescription }] : []),
];

export default function Category({ loaderData }: Route.ComponentProps) {
  return <CategoryView category={loaderData} />;
}
