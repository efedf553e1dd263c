/**
 * The allow-list for HTML that comes from the catalogue (CMS pages and blocks, product descriptions), as options of
 * `sanitize-html` (docs/adr/0020-well-kept-libraries.md): the storefront sanitizes with it before it renders, the
 * back-office before it saves. Anything not listed is dropped: unknown tags lose their markup but keep their text, and
 * the `nonTextTags` lose their content too, because it is code or foreign markup rather than text for the shopper.
 * Plain data, so core needs no sanitizer of its own.
 */
export const CATALOG_HTML_POLICY = {
  allowedTags: [
    'a',
    'abbr',
    'b',
    'blockquote',
    'br',
    'caption',
    'code',
    'dd',
    'div',
    'dl',
    'dt',
    'em',
    'figcaption',
    'figure',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'hr',
    'i',
    'img',
    'li',
    'ol',
    'p',
    'pre',
    'section',
    'small',
    'span',
    'strong',
    'sub',
    'sup',
    'table',
    'tbody',
    'td',
    'tfoot',
    'th',
    'thead',
    'tr',
    'u',
    'ul',
  ],
  allowedAttributes: {
    '*': ['href', 'src', 'alt', 'title', 'class', 'colspan', 'rowspan', 'width', 'height', 'target', 'rel'],
  },
  // Links and images may be relative, protocol-relative or one of these schemes; `javascript:`, `data:` and the rest
  // lose the attribute.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  nonTextTags: [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'template',
    'noscript',
    'svg',
    'math',
    'textarea',
    'select',
    'option',
    'title',
    'head',
  ],
  disallowedTagsMode: 'discard' as const,
  // No inline style survives, so no CSS expression or url() can either.
  allowedStyles: {},
};

/** Magento widget directives (`{{widget ...}}`) mean nothing outside Magento: removed before sanitizing. */
export function stripWidgetDirectives(html: string): string {
  return html.replace(/\{\{[^}]*\}\}/g, '');
}
