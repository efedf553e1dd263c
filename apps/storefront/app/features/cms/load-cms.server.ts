import { data } from 'react-router';
import type { PageContext } from '../../lib/page-context.server';
import { sanitizeHtml } from '../../lib/sanitize-html.server';
import { logger } from '../../lib/logger.server';

export interface CmsPageView {
  identifier: string;
  title: string;
  contentHeading: string;
  /** Already through the allow-list sanitizer: loader data only ever comes from this server. */
  content: string;
  metaDescription?: string;
}

/** docs/behaviour.md#error-messages: a CMS page that is not there is the error 'CMS query returned empty result' (a 404 for the page). */
export async function loadCmsPage(page: PageContext, identifier: string): Promise<CmsPageView> {
  const found = await findCmsPage(page, identifier);
  if (!found) throw data({ message: 'CMS query returned empty result' }, { status: 404 });
  return found;
}

/** The active CMS page with this identifier, if the shop has one. */
export async function findCmsPage(page: PageContext, identifier: string): Promise<CmsPageView | undefined> {
  const found = await page.catalog.cmsPage(identifier);
  if (!found || found.active === false) return undefined;
  return {
    identifier,
    title: String(found.title ?? identifier),
    contentHeading: String(found.content_heading ?? ''),
    content: sanitizeHtml(String(found.content ?? '')),
    ...(typeof found.meta_description === 'string' &&
      found.meta_description && { metaDescription: found.meta_description }),
  };
}

/** A missing block is logged-only in VSF; here it renders nothing and says so in the server log. */
export async function loadCmsBlock(
  page: PageContext,
  identifier: string,
): Promise<{ identifier: string; title: string; content: string } | undefined> {
  const found = await page.catalog.cmsBlock(identifier);
  if (!found || found.active === false) {
    logger.warn(`CMS block query returned empty result: ${identifier}`);
    return undefined;
  }
  return { identifier, title: String(found.title ?? identifier), content: sanitizeHtml(String(found.content ?? '')) };
}
