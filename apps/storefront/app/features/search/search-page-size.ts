import { DEFAULT_SEARCH_SIZE } from '@storefront/core';

/** docs/behaviour.md#search: default search page size 50; the overlay shows the first page. */
export const SEARCH_PAGE_SIZE = DEFAULT_SEARCH_SIZE;
