import type { Route } from './+types/error-page';
import { useTranslate } from '../lib/i18n';

export const meta: Route.MetaFunction = () => [{ title: 'Error' }, { name: 'robots', content: 'noindex' }];

/** `/error` in the minimal layout (see docs/behaviour.md#routes-and-urls). */
export default function ErrorRoute() {
  const t = useTranslate();
  return (
    <div className="page error-page">
      <h1>{t('Error')}</h1>
      <p>{t('Something went wrong. Try again in a few seconds.')}</p>
      <p>
        <a href="/">{t('Go to the home page')}</a>
      </p>
    </div>
  );
}
