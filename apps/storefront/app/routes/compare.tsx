import type { Route } from './+types/compare';
import { useTranslate } from '../lib/i18n';

export const meta: Route.MetaFunction = () => [{ title: 'Compare Products' }];

/**
 * `/compare`. The compare list lives in the shopper's browser storage and is filled from product pages (the catalogue
 * issue); until a product is added the page shows the empty state.
 */
export default function Compare() {
  const t = useTranslate();
  return (
    <div className="page compare">
      <h1>{t('Compare Products')}</h1>
      <p>{t('You have no items to compare.')}</p>
    </div>
  );
}
