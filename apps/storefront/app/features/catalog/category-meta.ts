import type { MetaDescriptor } from 'react-router';
import type { CategoryPageView } from './category-listing.server';

/**
 * A category page's view with its head tags, built on the server: the routes' `meta` functions only read them, so no
 * page's JavaScript carries this code (a product page reaches the same catch-all route's `meta`).
 */
export function withCategoryMeta(view: CategoryPageView): CategoryPageView & { meta: MetaDescriptor[] } {
  return { ...view, meta: categoryMeta(view) };
}

/** Title, description, canonical link and the AMP alternate of a category page. */
function categoryMeta(view: CategoryPageView): MetaDescriptor[] {
  return [
    { title: view.metaTitle },
    ...(view.metaDescription ? [{ name: 'description', content: view.metaDescription }] : []),
    { tagName: 'link', rel: 'canonical', href: view.canonical },
    { tagName: 'link', rel: 'amphtml', href: view.ampHref },
    // The first tile's image is the page's largest paint: fetch it before the scripts the head also preloads.
    ...(view.products[0]
      ? [
          {
            tagName: 'link',
            rel: 'preload',
            as: 'image',
            href: view.products[0].imageUrl,
            // The same candidates as the tile, so a high-density screen preloads the picture it shows.
            ...(view.products[0].imageSrcSet && { imageSrcSet: view.products[0].imageSrcSet }),
            fetchPriority: 'high',
          },
        ]
      : []),
  ];
}
