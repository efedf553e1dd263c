import { Link } from 'react-router';
import type { PricedLinkView } from './product-page-view';

/** Rows of linked products, each with its price. */
export function PricedLinks({ rows, className }: { rows: readonly PricedLinkView[]; className: string }) {
  return (
    <ul className={`priced-links ${className}`}>
      {rows.map((row) => (
        <li key={row.sku}>
          <Link to={row.href}>{row.name}</Link>
          {row.price !== undefined && <span className="price">{row.price}</span>}
        </li>
      ))}
    </ul>
  );
}
