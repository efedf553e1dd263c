import { fromCodePoint } from '../seo/html-text.js';

const ALLOWED_TAGS = new Set([
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
]);
const VOID_TAGS = new Set(['br', 'hr', 'img']);
/** Elements whose content is code or foreign: dropped with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
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
  'title',
  'head',
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'class',
  'colspan',
  'rowspan',
  'width',
  'height',
  'target',
  'rel',
]);
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.{0,2}\/|[^:]*$)/i;

function escapeText(text: string): string {
  return text
    .replace(/&(?!(?:#\d+|#x[\da-f]+|[a-z]+);)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function decodeEntities(value: string): string {
  return value
    .replace(/&#(\d+);?/g, (entity, n: string) => fromCodePoint(Number(n), entity))
    .replace(/&#x([\da-f]+);?/gi, (entity, n: string) => fromCodePoint(parseInt(n, 16), entity))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
}

function cleanAttributes(source: string): string {
  const out: string[] = [];
  const pattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of source.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!ALLOWED_ATTRIBUTES.has(name)) continue;
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href' || name === 'src') {
      if (!value) continue;
      // Browsers ignore control characters and entities inside a scheme: decode before judging it.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must be stripped here
      const plain = decodeEntities(value).replace(/[\u0000-\u0020]/g, '');
      if (!SAFE_URL.test(plain)) continue;
    }
    out.push(` ${name}="${escapeAttribute(decodeEntities(value))}"`);
  }
  return out.join('');
}

/**
 * CMS content comes from the catalogue as HTML (contract 15.5); it is rendered only after this allow-list pass, so no
 * script, event handler, frame or `javascript:` link from content can run. Unknown tags are dropped (their text stays),
 * Magento widget directives (`{{widget ...}}`) are removed.
 */
export function sanitizeHtml(html: string): string {
  const output: string[] = [];
  const open: string[] = [];
  let dropping: string | undefined;
  // A quoted attribute may contain '>': the tag ends at the first '>' outside quotes.
  const tokens = html
    .replace(/\{\{[^}]*\}\}/g, '')
    .split(/(<!--[\s\S]*?-->|<\/?[a-zA-Z](?:[^>"']|"[^"]*"|'[^']*')*>)/g);
  for (const token of tokens) {
    if (!token) continue;
    if (token.startsWith('<!--')) continue;
    const tag = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([\s\S]*)>$/.exec(token);
    if (!tag) {
      if (!dropping) output.push(escapeText(token));
      continue;
    }
    const [, closing, rawName, rest] = tag;
    const name = rawName!.toLowerCase();
    if (dropping) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!closing && !rest!.trim().endsWith('/')) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const index = open.lastIndexOf(name);
      if (index === -1) continue;
      while (open.length > index) output.push(`</${open.pop()}>`);
      continue;
    }
    output.push(`<${name}${cleanAttributes(rest!)}>`);
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length) output.push(`</${open.pop()}>`);
  return output.join('');
}
