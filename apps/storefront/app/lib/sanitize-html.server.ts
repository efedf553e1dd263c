import sanitize from 'sanitize-html';

/**
 * The allow-list for HTML that comes from the catalogue (CMS pages and blocks, product descriptions). Anything not
 * listed is dropped: unknown tags lose their markup but keep their text, and the elements below lose their content too,
 * because it is code or foreign markup rather than text for the shopper.
 */
const POLICY: sanitize.IOptions = {
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
  disallowedTagsMode: 'discard',
  // No inline style survives, so no CSS expression or url() can either.
  allowedStyles: {},
};

/**
 * HTML from the catalogue is rendered with `dangerouslySetInnerHTML` only after this pass, on the server (loaders call
 * it, so the browser bundle carries no sanitizer): no script, event handler, frame or `javascript:` link from content
 * can run. Magento widget directives (`{{widget ...}}`) are removed first: they mean nothing outside Magento.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html.replace(/\{\{[^}]*\}\}/g, ''), POLICY);
}
