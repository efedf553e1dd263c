import { useTranslate } from '../../lib/i18n';

/**
 * The words of an error route that the shop's frame does not wrap (`/error`, the unknown-URL fallback): what
 * happened, what the shopper may do, and a plain link home. `ErrorPage` is the one the root's error boundary shows.
 */
export function ErrorMessage({ title, hint }: { title: string; hint: string }) {
  const t = useTranslate();
  return (
    <div className="page error-page">
      <h1>{t(title)}</h1>
      <p>{t(hint)}</p>
      <p>
        <a href="/">{t('Go to the home page')}</a>
      </p>
    </div>
  );
}
