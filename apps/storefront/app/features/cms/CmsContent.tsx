import { sanitizeHtml } from '@storefront/core';

/** CMS HTML from the catalogue, through the allow-list sanitizer: no script from content ever runs. */
export function CmsContent({ html, className = 'cms-content' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
