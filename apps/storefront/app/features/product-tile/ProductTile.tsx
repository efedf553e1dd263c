import { Link } from 'react-router';
import type { ProductTileView } from './product-tile-view';
import { useStockPrefetch } from './use-stock-prefetch';
import { Badge } from '../../ui/Badge';
import { Price } from '../../ui/Price';

/** docs/behaviour.md#screens: image 310x300, name, original and special price, Sale and New labels. */
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
            {product.sale && (
              <Badge tone="accent" className="label-sale">
                Sale
              </Badge>
            )}
            {product.isNew && (
              <Badge tone="new" className="label-new">
                New
              </Badge>
            )}
          </div>
        )}
        <h3 className="tile-name">{product.name}</h3>
        {(product.specialPrice ?? product.price) !== undefined && (
          <p className="tile-price">
            <Price
              value={product.specialPrice ?? product.price}
              original={product.specialPrice ? product.originalPrice : undefined}
              labels={{ original: 'Regular price', special: 'Special price' }}
            />
          </p>
        )}
      </Link>
    </li>
  );
}
