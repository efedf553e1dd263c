export interface PriceProps {
  /** The price to pay, formatted (core's formatPrice). Absent: nothing renders, never '$0.00'. */
  value?: string;
  /** The regular price, struck out before `value` while a special price applies. */
  original?: string;
  /** Read before each amount when both show ('Regular price', 'Special price'): strike-through is not announced. */
  labels?: { original: string; special: string };
  className?: string;
}

/** A formatted price; the strings come formatted, so this only decides how they look and read. */
export function Price({ value, original, labels, className }: PriceProps) {
  if (!value) return null;
  const classes = className ? `price ${className}` : 'price';
  if (!original) return <span className={classes}>{value}</span>;
  return (
    <span className={classes}>
      <del className="price-original">
        {labels && <span className="visually-hidden">{labels.original} </span>}
        {original}
      </del>{' '}
      <ins className="price-special">
        {labels && <span className="visually-hidden">{labels.special} </span>}
        {value}
      </ins>
    </span>
  );
}
