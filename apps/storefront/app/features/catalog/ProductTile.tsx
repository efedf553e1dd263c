import { Link } from 'react-router';
import type { ProductTileView } from './product-tile-view';
import { useStockPrefetch } from './use-stock-prefetch';

/** Spec point 2 "Product tile": image 310x300, name, original and special price, Sale and New labels. */
/** `eager` for tiles above the fold; `priority` for the first one, usually the page's largest paint. */
export function ProductTile({
  product,
  eager = false,
  priority = false,
}: {
  product: ProductTileView;
  eager?: boolean;
  priority?: boolean;
}) {
  const ref = useStockPrefetch<HTMLLIElement>(product.childSkus);
  return (
    <li className="product-tile" ref={ref}>
      <Link to={product.href}>
        <div className="tile-image">
          <img
            src={product.imageUrl}
            srcSet={product.imageSrcSet}
            alt={product.name}
            width={310}
            height={300}
            loading={eager || priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        </div>
        {(product.sale || product.isNew) && (
          <div className="labels">
            {product.sale && <span className="label-sale">Sale</span>}
            {product.isNew && <span className="label-new">New</span>}
          </div>
        )}
        <h3 className="tile-name">{product.name}</h3>
        {product.specialPrice ? (
          <p className="price">
            <span className="price-original">
              <span className="visually-hidden">Regular price </span>
              {product.originalPrice}
            </span>
            <span className="price-special">
              <span className="visually-hidden">Special price </span>
              {product.specialPrice}
            </span>
          </p>
        ) : (
          product.price !== undefined && <p className="price">{product.price}</p>
        )}
      </Link>
    </li>
  );
}
