import { ProductTile, type ProductTileView } from '../product-tile';
import { ProductSection } from './ProductSection';

/** docs/behaviour.md#screens: 'Similar products', four columns, hidden when there are none. */
export function SimilarProducts({ tiles }: { tiles: readonly ProductTileView[] }) {
  if (tiles.length === 0) return null;
  return (
    <ProductSection id="similar-products" title="Similar products" className="similar-products">
      <ul className="product-grid">
        {tiles.map((tile) => (
          <ProductTile key={tile.sku} product={tile} />
        ))}
      </ul>
    </ProductSection>
  );
}
