import type { CategoryPageView } from './category-listing.server';

/**
 * The AMP alternate's content of a category (see docs/behaviour.md#catalogue-urls): its products, newest first, each
 * a link with its price. The page around it is `ampDocument`'s.
 */
export function AmpCategory({ view }: { view: Pick<CategoryPageView, 'id' | 'name' | 'products'> }) {
  return (
    <div className="amp-category" data-category={view.id}>
      <h1>{view.name}</h1>
      <ul>
        {view.products.map((product) => (
          <li key={product.sku}>
            <a href={product.href}>{product.name}</a>
            {product.price && <span className="price">{product.price}</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}
