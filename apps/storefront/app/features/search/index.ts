export { SearchResultsView } from './SearchResultsView';
export { SEARCH_PAGE_SIZE } from './search-page-size';
