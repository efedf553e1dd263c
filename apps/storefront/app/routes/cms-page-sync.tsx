import type { Route } from './+types/cms-page-sync';
import { CmsContent } from '../features/cms';
import { loadCmsPage } from '../features/cms/index.server';
import { currentNamedRoute } from '../lib/named-route.server';
import { pageContext } from '../lib/page-context.server';

/** `/cms-page-sync`: the CMS page 'about-us', loaded before the page renders (synchronously, docs/behaviour.md#routes-and-urls). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const cms = currentNamedRoute(page).cmsPage ?? { identifier: 'about-us', loadSync: true };
  return loadCmsPage(page, cms.identifier);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function CmsPageSync({ loaderData }: Route.ComponentProps) {
  return (
    <article className="page cms-page" data-identifier={loaderData.identifier}>
      <h1>{loaderData.contentHeading || loaderData.title}</h1>
      <CmsContent html={loaderData.content} />
    </article>
  );
}
