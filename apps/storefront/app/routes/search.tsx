import type { Route } from './+types/search';
import { SearchResultsView } from '../features/search';
import { searchResultsPage } from '../features/search/index.server';
import { pageContext } from '../lib/page-context.server';

/**
 * `/search?q=` and the spec's `/product-search-panel` (docs/behaviour.md#routes-and-urls, docs/behaviour.md#search):
 * the results page, and the search overlay's data.
 */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  return searchResultsPage(pageContext({ context, url, request }), url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [{ title: 'Search' }];

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchResultsView view={loaderData} />;
}
