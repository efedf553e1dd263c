import { createTranslator, localizedRoute, parseQuantity } from '@storefront/core';
import { createElement } from 'react';
import type { Route } from './+types/product-amp';
import { AmpProduct, productBySku, productPageView } from '../features/product/index.server';
import { ampResponse } from '../lib/amp-document.server';
import { pageContext } from '../lib/page-context.server';

/**
 * AMP alternate of a product page (see docs/behaviour.md#catalogue-urls): a valid AMP document, answered whole by
 * the loader (no React Router document, so no script but the AMP runtime); `?qty=` sets the quantity shown.
 */
export async function loader({ context, url, params, request }: Route.LoaderArgs) {
  const page = pageContext({ context, url });
  const view = await productPageView(page, await productBySku(page, params.parentSku), {
    childSku: params.childSku,
    referer: request.headers.get('referer'),
  });
  const qty = parseQuantity(url.searchParams.get('qty') ?? '1');
  const locale = page.storeView.i18n.defaultLocale;
  return ampResponse({
    lang: locale,
    title: view.metaTitle,
    ...(view.metaDescription && { description: view.metaDescription }),
    canonicalUrl: view.canonicalUrl,
    homeHref: localizedRoute('/', page.storeCode, page.stores),
    body: createElement(AmpProduct, {
      view,
      qty: qty > 0 ? qty : 1,
      productHref: view.canonicalUrl,
      translate: createTranslator(locale).t,
    }),
  });
}
