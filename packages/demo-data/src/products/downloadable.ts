import { FORMATS } from '../attributes/options.js';
import type { GenerationContext } from '../context.js';
import type { Rng } from '../prng.js';
import { firstColourImage, startProduct } from './base.js';
import { recommendationLinks } from './links.js';
import type { PlacedProduct } from './plan.js';

interface DownloadableLink {
  id: number;
  title: string;
  sort_order: number;
  is_shareable: number;
  price: number;
  number_of_downloads: number;
  link_type: 'url';
  link_url: string;
}

/** number_of_downloads 0 means unlimited, as in Magento. */
function downloadableLinks(familyCode: string, productId: number, sku: string, rng: Rng): DownloadableLink[] {
  const variants =
    familyCode === 'video'
      ? [
          { title: 'Full HD video (MP4)', price: 0, downloads: 5 },
          { title: '4K video (MP4)', price: 4.99, downloads: 3 },
          { title: 'Audio-only version (MP3)', price: 1.99, downloads: 0 },
        ]
      : [
          { title: 'PDF edition', price: 0, downloads: 0 },
          { title: 'EPUB edition', price: 0, downloads: 0 },
          { title: 'Printable workout cards (PDF)', price: 2.99, downloads: 10 },
        ];
  return variants.slice(0, rng.int(2, 3)).map((variant, i) => ({
    id: productId * 10 + i + 1,
    title: variant.title,
    sort_order: i + 1,
    is_shareable: 0,
    price: variant.price,
    number_of_downloads: variant.downloads,
    link_type: 'url',
    link_url: `/downloads/${sku.toLowerCase()}-${i + 1}`,
  }));
}

/** Training videos and e-books with their download links. */
export function buildDownloadable(ctx: GenerationContext, placed: PlacedProduct): Record<string, unknown> {
  const { plan, id } = placed;
  const { rng, doc } = startProduct(ctx, placed, 'downloadable', firstColourImage(plan, 'Blue'), () => ({
    stockQty: plan.inStock ? 9999 : 0,
    inStock: plan.inStock,
  }));
  doc.format = String(FORMATS.Download);
  doc.links_title = 'Downloads';
  doc.links_purchased_separately = 1;
  doc.downloadable_links = downloadableLinks(plan.family.code, id, plan.sku, rng);
  // A few products without any tax class, to exercise the "no matching tax rule" path.
  if (plan.ordinal % 20 === 3) delete doc.tax_class_id;
  doc.product_links = recommendationLinks(ctx.layout, plan, rng);
  return doc;
}
