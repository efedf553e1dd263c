import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import type { CategoryPageView } from './catalog-pages.server';
import { ProductTile } from './ProductTile';

/** Title, breadcrumbs, item count and product grid; filters, sorting and paging come with the catalogue issue. */
export function CategoryView({ category }: { category: CategoryPageView }) {
  const t = useTranslate();
  return (
    <div className="page category-page" data-category={category.id}>
      <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
        <ol>
          {category.breadcrumbs.map((crumb, i) => (
            <li key={crumb.href} {...(i === category.breadcrumbs.length - 1 && { 'aria-current': 'page' as const })}>
              {i === category.breadcrumbs.length - 1 ? crumb.name : <Link to={crumb.href}>{t(crumb.name)}</Link>}
            </li>
          ))}
        </ol>
      </nav>
      <h1>{category.name}</h1>
      <p className="item-count">{t('{count} items', { count: category.total })}</p>
      {category.total === 0 ? (
        <p>{t('No products found!')}</p>
      ) : (
        <ul className="product-grid">
          {category.products.map((product, i) => (
            <ProductTile key={product.sku} product={product} eager={i < 4} />
          ))}
        </ul>
      )}
    </div>
  );
}
