import { data } from 'react-router';
import type { Route } from './+types/sitemap';
import { categorySitemapResponse, productSitemapResponse, sitemapResponse } from '../features/seo/index.server';
import { pageContext } from '../lib/page-context.server';

/** `/sitemap.xml`, `/sitemaps/categories.xml`, `/sitemaps/products-{n}.xml` (resource routes). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const name = page.path.replace(/^\//, '');
  if (name === 'sitemap.xml') return sitemapResponse(page);
  if (name === 'sitemaps/categories.xml') return categorySitemapResponse(page);
  const part = /^sitemaps\/products-(\d{1,6})\.xml$/.exec(name)?.[1];
  if (part !== undefined) return productSitemapResponse(page, Number(part));
  throw data(null, { status: 404 });
}
