export { breadcrumbJsonLd } from './breadcrumb-json-ld.js';
export type { BreadcrumbJsonLd, JsonLdCrumb } from './breadcrumb-json-ld.js';
export { canonicalUrl, TRACKING_PARAMS } from './canonical-url.js';
export { decodeHtmlEntities, htmlToPlainText } from './html-text.js';
export { JSON_LD_DESCRIPTION_MAX, productJsonLd } from './product-json-ld.js';
export type {
  JsonLdAvailability,
  ProductJsonLd,
  ProductJsonLdOptions,
  ProductJsonLdSource,
} from './product-json-ld.js';
export { serializeJsonLd } from './serialize-json-ld.js';
export { sitemapEntries } from './sitemap-entries.js';
export type { SitemapCategory, SitemapEntriesOptions, SitemapProduct } from './sitemap-entries.js';
export { SITEMAP_CHANGEFREQS, SITEMAP_MAX_URLS, sitemapDate, sitemapIndexXml, sitemapXml } from './sitemap-xml.js';
export type { SitemapChangefreq, SitemapUrl } from './sitemap-xml.js';
export { escapeXml } from './xml-escape.js';
