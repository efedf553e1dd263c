import { lazy } from 'react';
import type { CategoryPageView } from './category-listing.server';
import type { ProductPageView } from '../product/product-page-view';

// The catch-all route serves both page kinds, but a browser needs only the one it shows: each view is its own chunk,
// loaded when first rendered. There is deliberately no Suspense boundary here: on the server the shell waits for the
// view, so the HTML is complete without JavaScript; in the browser hydration keeps the server's HTML until it loads.
const ProductView = lazy(() => import('./ProductView').then((module) => ({ default: module.ProductView })));
const CategoryView = lazy(() => import('./CategoryView').then((module) => ({ default: module.CategoryView })));

export function CatalogView({ view }: { view: ProductPageView | CategoryPageView }) {
  return view.kind === 'product' ? <ProductView product={view} /> : <CategoryView category={view} />;
}
