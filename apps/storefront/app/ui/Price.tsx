/**
 * A formatted price; with `original`, the struck-out regular price before the special one. The strings come formatted
 * (core's formatPrice), so this only decides how they look. No price (undefined) renders nothing, never '$0.00'.
 */
export function Price({ value, original, className }: { value?: string; original?: string; className?: string }) {
  if (!value) return null;
  return (
    <span className={className ? `price ${className}` : 'price'}>
      {original ? (
        <>
          <del className="price-original">{original}</del> <ins className="price-special">{value}</ins>
        </>
      ) : (
        value
      )}
    </span>
  );
}
