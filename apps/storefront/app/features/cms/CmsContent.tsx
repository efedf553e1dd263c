/**
 * CMS HTML from the catalogue. The loaders in `load-cms.server.ts` put it through the allow-list sanitizer on the
 * server, so no script from content ever runs and the browser bundle carries no sanitizer.
 */
export function CmsContent({ html, className = 'cms-content' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
