import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';

export function Breadcrumbs({ crumbs }: { crumbs: ReadonlyArray<{ name: string; href: string }> }) {
  const t = useTranslate();
  return (
    <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <li key={crumb.href} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.href}>
              <Link to={crumb.href}>{i === 0 ? t(crumb.name) : crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
