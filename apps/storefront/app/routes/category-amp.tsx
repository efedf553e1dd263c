import { localizedRoute } from '@storefront/core';
import { createElement } from 'react';
import type { Route } from './+types/category-amp';
import { AmpCategory, categoryBySlug, categoryListing } from '../features/catalog/index.server';
import { ampResponse } from '../lib/amp-document.server';
import { pageContext } from '../lib/page-context.server';

/**
 * AMP alternate of a category page (see docs/behaviour.md#catalogue-urls): a valid AMP document answered whole by
 * the loader, newest first (sort updated_at:desc).
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const newestFirst = new URL(url);
  newestFirst.searchParams.set('sort', 'updated_at:desc');
  const view = await categoryListing(page, await categoryBySlug(page, params.slug), newestFirst);
  return ampResponse({
    lang: page.storeView.i18n.defaultLocale,
    title: view.metaTitle,
    ...(view.metaDescription && { description: view.metaDescription }),
    canonicalUrl: view.canonical,
    homeHref: localizedRoute('/', page.storeCode, page.stores),
    body: createElement(AmpCategory, { view }),
  });
}
