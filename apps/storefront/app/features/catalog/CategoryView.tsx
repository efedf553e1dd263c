import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import type { CategoryPageView } from './category-listing.server';
import { ListingView } from './ListingView';

/** docs/behaviour.md#category-page: title, breadcrumbs, item count, grid, filter sidebar (mobile panel) and sorting. */
export function CategoryView({ category }: { category: CategoryPageView }) {
  const t = useTranslate();
  return (
    <div className="page category-page" data-category={category.id}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: category.breadcrumbJsonLd }} />
      <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
        <ol>
          {category.breadcrumbs.map((crumb, i) =>
            i === category.breadcrumbs.length - 1 ? (
              <li key={crumb.href} aria-current="page">
                {crumb.name}
              </li>
            ) : (
              <li key={crumb.href}>
                <Link to={crumb.href}>{t(crumb.name)}</Link>
              </li>
            ),
          )}
        </ol>
      </nav>
      <h1>{category.name}</h1>
      <ListingView listing={category} summary={t('{count} items', { count: category.total })} />
    </div>
  );
}
