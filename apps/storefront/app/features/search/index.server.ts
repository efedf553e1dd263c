export { searchPath, searchResultsPage, type SearchPageView } from './search-results.server';
