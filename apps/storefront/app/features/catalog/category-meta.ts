import type { MetaDescriptor } from 'react-router';
import type { CategoryPageView } from './category-listing.server';

/** Title, description, canonical link and the AMP alternate of a category page. */
export function categoryMeta(view: CategoryPageView | undefined): MetaDescriptor[] {
  if (!view) return [];
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
