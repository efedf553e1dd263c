import type { Route } from './+types/static-page';
import { useTranslate } from '../lib/i18n';
import { currentNamedRoute } from '../lib/named-route.server';
import { pageContext } from '../lib/page-context.server';

/** The fifteen static pages of spec point 2 share this page; each shows its title (their content is not specified). */
export function loader({ context, url }: Route.LoaderArgs) {
  const route = currentNamedRoute(pageContext({ context, url }));
  return { name: route.name, title: route.title ?? route.name };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function StaticPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  return (
    <article className="page static-page" data-page={loaderData.name}>
      <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
        <ol>
          <li>
            <a href="/">{t('Home')}</a>
          </li>
          <li aria-current="page">{t(loaderData.title)}</li>
        </ol>
      </nav>
      <h1>{t(loaderData.title)}</h1>
    </article>
  );
}
