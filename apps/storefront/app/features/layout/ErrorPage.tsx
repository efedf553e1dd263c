import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { ShopChrome } from './ShopChrome';
import { useShopFrame } from './use-shop-frame';

const TEXT = {
  404: { title: '404 Page Not Found', hint: "We can't find the page you are looking for." },
  500: { title: 'Internal Server Error 500', hint: 'Something went wrong. Try again in a few seconds.' },
} as const;

/**
 * The spec's 404 and 500 pages (docs/behaviour.md#screens, "404 and 500 pages") in the shop's header and footer, with a sentence for the
 * shopper; what went wrong in detail is for the server log, not the page. Without `chrome` (no session to show in the
 * header, because the root loader failed) the sentence stands alone.
 */
export function ErrorPage({ status, chrome = true }: { status: 404 | 500; chrome?: boolean }) {
  const t = useTranslate();
  const frame = useShopFrame();
  const text = TEXT[status];
  const content = (
    <div className="page error-page" data-status={status}>
      <title>{t(text.title)}</title>
      <h1>{t(text.title)}</h1>
      <p>{t(text.hint)}</p>
      <p>
        <Link to={frame?.homeHref ?? '/'}>{t('Go to the home page')}</Link>
      </p>
    </div>
  );
  if (!frame || !chrome)
    return (
      <main id="main" className="container">
        {content}
      </main>
    );
  return <ShopChrome frame={frame}>{content}</ShopChrome>;
}
