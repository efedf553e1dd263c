export { categorySitemapResponse, productSitemapResponse, sitemapResponse } from './sitemap.server';
