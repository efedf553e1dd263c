import { data } from 'react-router';
import type { Route } from './+types/page-not-found';
import { useTranslate } from '../lib/i18n';

export function loader() {
  return data({ ok: false }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: '404 Page Not Found' }, { name: 'robots', content: 'noindex' }];

/** The fallback route of docs/behaviour.md#unknown-urls; answered with status 404 so crawlers drop the URL. */
export default function PageNotFound() {
  const t = useTranslate();
  return (
    <div className="page error-page">
      <h1>{t('404 Page Not Found')}</h1>
      <p>{t("We can't find the page you are looking for.")}</p>
      <p>
        <a href="/">{t('Go to the home page')}</a>
      </p>
    </div>
  );
}
