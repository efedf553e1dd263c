import type { Route } from './+types/static-page';
import { CmsContent } from '../features/cms';
import { findCmsPage } from '../features/cms/index.server';
import { useTranslate } from '../lib/i18n';
import { currentNamedRoute } from '../lib/named-route.server';
import { pageContext } from '../lib/page-context.server';

/**
 * The fifteen static pages of docs/behaviour.md#routes-and-urls share this page. Their content is the shop's CMS page named like the route
 * ('/delivery' shows the CMS page 'delivery'), so a shop edits it like any other; without one, the route's title.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const route = currentNamedRoute(page);
  const cms = await findCmsPage(page, route.name);
  return {
    name: route.name,
    title: route.title ?? route.name,
    heading: cms?.contentHeading || cms?.title,
    content: cms?.content,
    metaDescription: cms?.metaDescription,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.heading ?? loaderData?.title },
  ...(loaderData?.metaDescription ? [{ name: 'description', content: loaderData.metaDescription }] : []),
];

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const heading = loaderData.heading ?? t(loaderData.title);
  return (
    <article className="page static-page" data-page={loaderData.name}>
      <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
        <ol>
          <li>
            <a href="/">{t('Home')}</a>
          </li>
          <li aria-current="page">{heading}</li>
        </ol>
      </nav>
      <h1>{heading}</h1>
      {loaderData.content && <CmsContent html={loaderData.content} />}
    </article>
  );
}
