/** The entities Magento content and attribute labels actually use; unknown ones are left as written. */
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  reg: '\u00ae',
  trade: '\u2122',
  copy: '\u00a9',
  hellip: '\u2026',
  mdash: '\u2014',
  ndash: '\u2013',
  lsquo: '\u2018',
  rsquo: '\u2019',
  ldquo: '\u201c',
  rdquo: '\u201d',
  bull: '\u2022',
  middot: '\u00b7',
  deg: '\u00b0',
  times: '\u00d7',
  euro: '\u20ac',
  pound: '\u00a3',
  yen: '\u00a5',
  cent: '\u00a2',
  sect: '\u00a7',
  laquo: '\u00ab',
  raquo: '\u00bb',
};

export function fromCodePoint(code: number, original: string): string {
  // Surrogates and out-of-range values are not characters; keeping the text beats throwing on catalogue data.
  if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return original;
  return String.fromCodePoint(code);
}

/** '&reg;', '&#174;' and '&#xAE;' → '®'. React escapes text itself, so labels must reach it decoded. */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#\d{1,7}|#[xX][\da-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (entity, body: string) => {
    if (body[0] === '#') {
      const hex = body[1] === 'x' || body[1] === 'X';
      return fromCodePoint(Number.parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10), entity);
    }
    return Object.hasOwn(NAMED_ENTITIES, body) ? NAMED_ENTITIES[body]! : entity;
  });
}

const DROPPED_WITH_CONTENT = /<(script|style|template|noscript|iframe|svg|math|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const BLOCK_BOUNDARY = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|blockquote|pre|hr|dd|dt)\b[^>]*>/gi;

/**
 * Product descriptions are HTML with unrendered Magento directives (see docs/api.md#catalogue-documents). Search engines and meta tags
 * want the words only: code, tags and directives go, block boundaries become spaces so words do not run together.
 */
export function htmlToPlainText(html: string): string {
  return decodeHtmlEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/\{\{[^}]*\}\}/g, ' ')
      .replace(DROPPED_WITH_CONTENT, ' ')
      .replace(BLOCK_BOUNDARY, ' ')
      .replace(/<\/?[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();
}
