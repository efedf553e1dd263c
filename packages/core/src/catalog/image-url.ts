/**
 * Product image URL through the image service (see docs/api.md#images): `<base>/<width>/<height>/resize<path>`. An empty path or
 * 'no_selection' counts as no image and gives the placeholder (see docs/behaviour.md#validation-messages).
 */
export function productImageUrl(
  path: string | null | undefined,
  size: { width: number; height: number },
  options: { baseUrl?: string; placeholder?: string } = {},
): string {
  const base = (options.baseUrl ?? '/img').replace(/\/$/, '');
  const clean = typeof path === 'string' ? path.trim() : '';
  if (!clean || clean === 'no_selection' || clean.endsWith('/no_selection')) {
    return `${base}/${size.width}/${size.height}/resize/${(options.placeholder ?? 'placeholder.jpg').replace(/^\//, '')}`;
  }
  return `${base}/${size.width}/${size.height}/resize${clean.startsWith('/') ? clean : `/${clean}`}`;
}
