import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { LinkButton } from '../../ui/LinkButton';
import type { FilterView } from './listing-view';

/**
 * The filter sidebar (see docs/behaviour.md#screens): every option is a link to the filtered listing, so filters work without
 * JavaScript, crawlers see them, and Back restores them (the state is the URL).
 */
export function ActiveFilters({
  activeFilters,
  clearHref,
}: {
  activeFilters: Array<{ label: string; href: string }>;
  clearHref?: string | undefined;
}) {
  const t = useTranslate();
  if (activeFilters.length === 0) return null;
  return (
    <div className="active-filters">
      <h2>{t('Active filters')}</h2>
      <ul>
        {activeFilters.map((active) => (
          <li key={active.label}>
            <Link
              to={active.href}
              preventScrollReset
              rel="nofollow"
              aria-label={t('Remove filter {name}', { name: active.label })}
            >
              {active.label} ×
            </Link>
          </li>
        ))}
      </ul>
      {clearHref && (
        <LinkButton variant="ghost" to={clearHref} preventScrollReset rel="nofollow">
          {t('Clear all')}
        </LinkButton>
      )}
    </div>
  );
}

/** The filters' options; `onChoose` runs when the shopper follows one (the phone drawer closes then). */
export function FilterOptions({ filters, onChoose }: { filters: FilterView[]; onChoose?: () => void }) {
  const t = useTranslate();
  return (
    <>
      {filters.map((filter) => (
        <section
          key={filter.attribute}
          className={`filter filter-${filter.type}`}
          aria-labelledby={`filter-${filter.attribute}`}
        >
          <h2 id={`filter-${filter.attribute}`}>{t(filter.label)}</h2>
          <ul>
            {filter.options.map((option) => (
              // Keyed by label, not href: every href changes with each filter, and a remounted link would drop focus.
              <li key={option.label}>
                <Link
                  to={option.href}
                  preventScrollReset
                  rel="nofollow"
                  className={option.selected ? 'selected' : undefined}
                  aria-current={option.selected ? 'true' : undefined}
                  aria-label={`${option.label} (${option.count})`}
                  onClick={onChoose}
                >
                  {option.swatch && (
                    <span className="swatch" style={{ background: option.swatch }} aria-hidden="true" />
                  )}
                  <span>{option.label}</span> <span className="count">({option.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
