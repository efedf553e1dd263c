import { productImageUrl } from '@storefront/core';
import type { ProductPageSettings } from './product-page-view';

/** The image service refuses sides above 1024 px (its default size limit). */
const LARGEST_SIDE = 1024;

/** A gallery picture at the configured size (spec point 9: 600x744), or as large as the service gives for the zoom. */
export function galleryImageUrl(
  path: string,
  settings: Pick<ProductPageSettings, 'gallery' | 'imagesBaseUrl'>,
  zoom = false,
) {
  const { width, height } = settings.gallery;
  const scale = zoom ? Math.min(2, LARGEST_SIDE / Math.max(width, height)) : 1;
  return productImageUrl(
    path,
    { width: Math.floor(width * scale), height: Math.floor(height * scale) },
    { baseUrl: settings.imagesBaseUrl },
  );
}
