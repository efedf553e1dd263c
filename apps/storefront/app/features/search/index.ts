export { SEARCH_PAGE_SIZE, searchPage } from './search-page';
