export const CMS_PAGE_ROUTE = 'cms-page';
