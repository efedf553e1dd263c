import { escapeXml } from './xml-escape.js';

export const SITEMAP_CHANGEFREQS = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const;
export type SitemapChangefreq = (typeof SITEMAP_CHANGEFREQS)[number];

/** The sitemaps protocol's limit per file; more must go into several files listed by `sitemapIndexXml`. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapUrl {
  /** Absolute URL. */
  readonly loc: string;
  /** A Date, an ISO date or date-time, or Magento's 'YYYY-MM-DD HH:mm:ss' (UTC). Unreadable values are left out. */
  readonly lastmod?: string | Date;
  readonly changefreq?: SitemapChangefreq;
  /** 0.0 to 1.0. */
  readonly priority?: number;
}

/** Non-ASCII characters and spaces percent-encoded, existing escapes kept: the protocol wants URL-escaped locs. */
function escapeLoc(loc: string): string {
  return loc.trim().replace(/[^\x21-\x7e]/gu, (char) => {
    try {
      return encodeURIComponent(char);
    } catch {
      return '';
    }
  });
}

/** W3C datetime, as the protocol requires. */
export function sitemapDate(value: string | Date | undefined): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return Number.isNaN(Date.parse(text)) ? undefined : text;
  // Magento writes UTC without a zone; read as local time it would shift with the server's zone.
  const magento = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(text);
  const parsed = Date.parse(magento ? `${magento[1]}T${magento[2]}Z` : text);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString();
}

function urlElement(url: SitemapUrl): string | undefined {
  const loc = typeof url.loc === 'string' ? escapeLoc(url.loc) : '';
  if (!loc) return undefined;
  const parts = [`<loc>${escapeXml(loc)}</loc>`];
  const lastmod = sitemapDate(url.lastmod);
  if (lastmod) parts.push(`<lastmod>${lastmod}</lastmod>`);
  if (url.changefreq && SITEMAP_CHANGEFREQS.includes(url.changefreq))
    parts.push(`<changefreq>${url.changefreq}</changefreq>`);
  if (typeof url.priority === 'number' && Number.isFinite(url.priority)) {
    parts.push(`<priority>${Math.min(1, Math.max(0, url.priority)).toFixed(1)}</priority>`);
  }
  return `<url>${parts.join('')}</url>`;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A sitemaps.org urlset. Entries without a loc are skipped. More than 50 000 URLs is a RangeError rather than a file
 * search engines would reject or cut: split them and list the parts with `sitemapIndexXml`.
 */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  if (urls.length > SITEMAP_MAX_URLS) {
    throw new RangeError(`A sitemap holds at most ${SITEMAP_MAX_URLS} URLs; got ${urls.length}.`);
  }
  const body = urls.map(urlElement).filter((element): element is string => element !== undefined);
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n${body.map((line) => `${line}\n`).join('')}</urlset>\n`;
}

/** A sitemap index listing sitemap files, for shops whose catalogue needs more than one file. */
export function sitemapIndexXml(sitemaps: ReadonlyArray<Pick<SitemapUrl, 'loc' | 'lastmod'>>): string {
  const body = sitemaps
    .map((sitemap) => {
      const loc = typeof sitemap.loc === 'string' ? escapeLoc(sitemap.loc) : '';
      if (!loc) return undefined;
      const lastmod = sitemapDate(sitemap.lastmod);
      return `<sitemap><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    })
    .filter((element): element is string => element !== undefined);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${body.map((line) => `${line}\n`).join('')}</sitemapindex>\n`;
}
