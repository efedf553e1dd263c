import { localizedRoute, productImageUrl, type CategoryDocument, type ProductDocument } from '@storefront/core';
import { data, redirect } from 'react-router';
import { storeMoney } from '../../lib/money';
import { storeRouting, type PageContext } from '../../lib/page-context.server';

export interface ProductPageView {
  kind: 'product';
  sku: string;
  name: string;
  typeId: string;
  imageUrl: string;
  price: string;
  originalPrice?: string;
  description: string;
  metaTitle: string;
  metaDescription?: string;
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export async function productBySku(page: PageContext, sku: string): Promise<ProductDocument> {
  const product = await page.catalog.productBy('sku', sku);
  // Spec point 8: 'Product query returned an empty result' — the page does not exist.
  if (!product) throw data({ message: 'Product query returned an empty result' }, { status: 404 });
  return product;
}

export function productPageView(page: PageContext, product: ProductDocument): ProductPageView {
  const money = storeMoney(page.storeView);
  const price = num(product.price_incl_tax) ?? num(product.price) ?? 0;
  const original = num(product.original_price_incl_tax);
  const { width, height } = page.config.products.gallery;
  return {
    kind: 'product',
    sku: product.sku,
    name: product.name,
    typeId: product.type_id,
    imageUrl: productImageUrl(
      product.image as string | undefined,
      { width, height },
      { baseUrl: page.config.images.baseUrl },
    ),
    price: money(price),
    ...((num(product.special_price) ?? 0) > 0 &&
      original !== undefined &&
      original > price && { originalPrice: money(original) }),
    description: String(product.description ?? ''),
    // Spec point 2: the page title is meta_title, else the name.
    metaTitle: typeof product.meta_title === 'string' && product.meta_title ? product.meta_title : product.name,
    ...(typeof product.meta_description === 'string' &&
      product.meta_description && { metaDescription: product.meta_description }),
  };
}

/** Spec point 4 "Category page": a category that is not found sends the shopper home. */
export async function categoryBySlug(page: PageContext, slug: string): Promise<CategoryDocument> {
  const category = (await page.catalog.categoryBy('slug', slug)) ?? (await page.catalog.categoryBy('url_key', slug));
  if (!category) throw redirect(localizedRoute('/', page.storeCode, storeRouting(page.config)));
  return category;
}
