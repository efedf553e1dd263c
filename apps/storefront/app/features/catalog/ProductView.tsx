import { CmsContent } from '../cms/CmsContent';
import type { ProductPageView } from './catalog-pages.server';

/** The product's essentials; the full product page (gallery, options, variants) comes with the catalogue issue. */
export function ProductView({ product }: { product: ProductPageView }) {
  return (
    <article className="page product-page" data-sku={product.sku} data-type={product.typeId}>
      <div className="product-gallery">
        <img src={product.imageUrl} alt={product.name} width={600} height={744} fetchPriority="high" />
      </div>
      <div className="product-info">
        <h1>{product.name}</h1>
        <p className="sku">SKU: {product.sku}</p>
        <p className="price">
          {product.originalPrice && <span className="price-original">{product.originalPrice}</span>}
          <span className={product.originalPrice ? 'price-special' : undefined}>{product.price}</span>
        </p>
        {product.description && <CmsContent html={product.description} className="product-description" />}
      </div>
    </article>
  );
}
