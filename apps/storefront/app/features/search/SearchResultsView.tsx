import { Form } from 'react-router';
import { MIN_SEARCH_TERM_LENGTH, searchCountMessage } from '@storefront/core';
import { useTranslate } from '../../lib/i18n';
import { ListingView } from '../catalog';
import { buttonClass } from '../../ui/button-class';
import type { SearchPageView } from './search-results.server';

/**
 * The search results page (docs/behaviour.md#search): a GET form, so a search works without JavaScript, the count of
 * what was found, and the category page's listing (filters, sorts, pages, empty state) over the results.
 */
export function SearchResultsView({ view }: { view: SearchPageView }) {
  const t = useTranslate();
  return (
    <div className="page search-page">
      <h1>{view.searched ? view.title : t('Search')}</h1>
      {/* No action: the form sends `q` to the page it is on (`/search`, a store's `/de/search`, `/product-search-panel`). */}
      <Form method="get" role="search" className="search-form">
        <label htmlFor="search-q">{t('Search for products')}</label>{' '}
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={view.query}
          minLength={MIN_SEARCH_TERM_LENGTH}
          required
          // A new search (Enter) starts from the whole term, not from what the shopper typed last time.
          key={view.query}
        />{' '}
        <button type="submit" className={buttonClass('primary')}>
          {t('Search')}
        </button>
      </Form>
      {view.tooShort && <p role="alert">{t('Searched term should consist of at least 3 characters.')}</p>}
      {view.searched && (
        <ListingView
          listing={view}
          summary={t(searchCountMessage(view.total), { count: view.total, query: view.query })}
        />
      )}
    </div>
  );
}
