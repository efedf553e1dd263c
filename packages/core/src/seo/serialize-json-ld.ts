/**
 * JSON for `<script type="application/ld+json">`. A product name such as '</script><script>…' must not end the
 * element: '<', '>' and '&' become JSON escapes, which parse back to the same text. U+2028/2029 are escaped too, as
 * older parsers treat them as line ends.
 */
export function serializeJsonLd(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
