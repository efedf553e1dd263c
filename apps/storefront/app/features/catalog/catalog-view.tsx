import { lazy, type ComponentType } from 'react';
import type { CategoryPageView } from './category-listing.server';
import type { ProductPageView } from '../product';

type Kind = 'product' | 'category';

// The catch-all route serves both page kinds, but a browser needs only the one it shows: each view is its own chunk.
// Once a view's chunk has loaded, pages render it directly; until then through React.lazy, with deliberately no
// Suspense boundary: on the server the shell waits for the view, so the HTML is complete without JavaScript, and in
// the browser hydration keeps the server's HTML until the chunk is there.
const loaded: {
  product?: ComponentType<{ product: ProductPageView }>;
  category?: ComponentType<{ category: CategoryPageView }>;
} = {};

const loaders = {
  product: () => import('../product/ProductView').then((module) => (loaded.product = module.ProductView)),
  category: () => import('./CategoryView').then((module) => (loaded.category = module.CategoryView)),
};

const LazyProductView = lazy(() => loaders.product().then((view) => ({ default: view })));
const LazyCategoryView = lazy(() => loaders.category().then((view) => ({ default: view })));

/**
 * Loads the view a page of this kind needs. The route's client loader awaits it, so a client-side navigation
 * completes (and the URL changes) only when the new page can render.
 */
export async function loadCatalogView(kind: Kind): Promise<void> {
  if (!loaded[kind]) await loaders[kind]();
}

export function CatalogView({ view }: { view: ProductPageView | CategoryPageView }) {
  if (view.kind === 'product') {
    const ProductView = loaded.product ?? LazyProductView;
    return <ProductView product={view} />;
  }
  const CategoryView = loaded.category ?? LazyCategoryView;
  return <CategoryView category={view} />;
}
