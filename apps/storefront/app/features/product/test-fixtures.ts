import type { ProductDocument } from '@storefront/core';
import type { ProductPageSettings } from './product-page-settings';

/** Small documents shaped like the demo catalogue's, for the product page's unit tests. */
export const settings: ProductPageSettings = {
  money: { currencySign: '$', currencySignPlacement: 'prepend', fractionDigits: 2 },
  imagesBaseUrl: '/img/',
  gallery: { width: 600, height: 744 },
  variants: { listOutOfStockProducts: true, filterUnavailableVariants: false },
  setFirstVarianAsDefaultInURL: false,
  urls: { useShortCatalogUrls: false, useUrlDispatcher: true },
  storePrefix: '',
  allowZeroPrice: true,
  allowOutOfStockInCart: true,
  stockSynchronize: true,
  reviewEndpoint: '/api/review/create',
  bookingTaxRatePercent: 10.25,
};

const child = (sku: string, color: string, size: string, extra: Partial<ProductDocument> = {}): ProductDocument => ({
  id: sku.length,
  sku,
  name: sku,
  type_id: 'simple',
  status: 1,
  visibility: 1,
  price: 40,
  price_incl_tax: 40,
  original_price_incl_tax: 40,
  color,
  size,
  image: `/tank-${color}.jpg`,
  stock: { is_in_stock: true, qty: 5 },
  ...extra,
});

/** Black/Blue × XS/S: S-Black is disabled, XS-Blue out of stock. */
export function tank(): ProductDocument {
  return {
    id: 10,
    sku: 'WT06',
    name: 'Chloe Compete Tank',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    url_path: 'women/tanks/chloe-compete-tank-10.html',
    slug: 'chloe-compete-tank-10',
    price: 40,
    price_incl_tax: 40,
    configurable_options: [
      {
        attribute_code: 'color',
        label: 'Color',
        values: [
          { value_index: 49, label: 'Black' },
          { value_index: 50, label: 'Blue' },
        ],
      },
      {
        attribute_code: 'size',
        label: 'Size',
        values: [
          { value_index: 167, label: 'XS' },
          { value_index: 168, label: 'S' },
        ],
      },
    ],
    configurable_children: [
      child('WT06-XS-Black', '49', '167'),
      child('WT06-S-Black', '49', '168', { status: 2 }),
      child('WT06-XS-Blue', '50', '167', { stock: { is_in_stock: false, qty: 0 } }),
      child('WT06-S-Blue', '50', '168', { price: 30, price_incl_tax: 30, special_price: 30 }),
    ],
  };
}
