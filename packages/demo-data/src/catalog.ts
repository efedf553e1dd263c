import { attributeDocuments } from './attributes/documents.js';
import { categoryProductCounts } from './categories/counts.js';
import { categoryDocuments } from './categories/documents.js';
import { cmsBlockDocuments } from './cms/blocks.js';
import { cmsPageDocuments } from './cms/pages.js';
import type { GenerationContext } from './context.js';
import { startOfUtcDay } from './dates.js';
import { productDocuments } from './products/generate.js';
import { CatalogLayout } from './products/layout.js';
import { reviewDocuments } from './reviews.js';
import { taxRuleDocuments } from './taxrules.js';
import type { DemoCatalogOptions, DemoDocument, DemoEntity } from './types.js';

export const DEFAULT_PRODUCT_COUNT = 500;
export const DEFAULT_INDEX = 'vue_storefront_catalog';

/**
 * The demo catalogue, one document at a time: attributes, tax rule, categories, CMS, products, reviews. Nothing is
 * kept between documents except per-category counters, so 100 000 products stream in constant memory. Output is a
 * pure function of the options (and of the UTC day of `now`).
 */
export function* generateDemoCatalog(options: DemoCatalogOptions = {}): Generator<DemoDocument, void, undefined> {
  const products = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(products) || products < 0)
    throw new RangeError(`products must be a non-negative integer, got ${products}`);
  const index = options.index ?? DEFAULT_INDEX;
  const today = startOfUtcDay(options.now ?? new Date());
  const ctx: GenerationContext = { today, tsk: today, layout: new CatalogLayout(products) };
  const wrap = (entity: DemoEntity, source: Record<string, unknown>): DemoDocument => ({
    index,
    entity,
    id: String(source.id),
    source,
  });

  for (const source of attributeDocuments(ctx.tsk)) yield wrap('attribute', source);
  for (const source of taxRuleDocuments(ctx.tsk)) yield wrap('taxrule', source);
  // Counting walks only the cheap product plans, so category documents can come before the products.
  for (const source of categoryDocuments(categoryProductCounts(ctx.layout), today, ctx.tsk))
    yield wrap('category', source);
  for (const source of cmsPageDocuments(today, ctx.tsk)) yield wrap('cms_page', source);
  for (const source of cmsBlockDocuments(today, ctx.tsk)) yield wrap('cms_block', source);
  for (const source of productDocuments(ctx)) yield wrap('product', source);
  for (const source of reviewDocuments(ctx)) yield wrap('review', source);
}
