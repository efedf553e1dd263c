import { useTranslate } from '../../lib/i18n';
import { ProductTile, type ProductTileView } from '../product-tile';

/** docs/behaviour.md#screens: 'Similar products', four columns, hidden when there are none. */
export function SimilarProducts({ tiles }: { tiles: readonly ProductTileView[] }) {
  const t = useTranslate();
  if (tiles.length === 0) return null;
  return (
    <section className="product-section similar-products" aria-labelledby="similar-products">
      <h2 id="similar-products">{t('Similar products')}</h2>
      <ul className="product-grid">
        {tiles.map((tile) => (
          <ProductTile key={tile.sku} product={tile} />
        ))}
      </ul>
    </section>
  );
}
