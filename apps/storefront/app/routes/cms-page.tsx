import type { Route } from './+types/cms-page';
import { CmsContent } from '../features/cms';
import { loadCmsPage } from '../features/cms/index.server';
import { pageContext } from '../lib/page-context.server';

/** `/i/{slug}`: a CMS page by identifier (see docs/behaviour.md#catalogue-urls). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  return loadCmsPage(pageContext({ context, url }), params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title },
  ...(loaderData?.metaDescription ? [{ name: 'description', content: loaderData.metaDescription }] : []),
];

export default function CmsPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page cms-page">
      <h1>{loaderData.contentHeading || loaderData.title}</h1>
      <CmsContent html={loaderData.content} />
    </article>
  );
}
