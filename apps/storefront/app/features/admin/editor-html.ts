import { CATALOG_HTML_POLICY } from '@storefront/core';

const ALLOWED_TAGS = new Set<string>(CATALOG_HTML_POLICY.allowedTags);
const DROPPED_TAGS = new Set<string>(CATALOG_HTML_POLICY.nonTextTags);
const ALLOWED_ATTRIBUTES = new Set<string>(CATALOG_HTML_POLICY.allowedAttributes['*']);
const URL_ATTRIBUTES = new Set<string>(CATALOG_HTML_POLICY.allowedSchemesAppliedToAttributes);
const SCHEMES = new Set<string>(CATALOG_HTML_POLICY.allowedSchemes);

/** Relative and protocol-relative links pass; an absolute one needs an allowed scheme (the policy's). */
export function allowedUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ("java\tscript:"): compare without them.
  const compact = [...value]
    .filter((char) => char.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase();
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact);
  return !scheme || SCHEMES.has(scheme[1]!);
}

function clean(node: Node, into: Node, doc: Document): void {
  for (const child of [...node.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.localName;
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      // An unknown tag loses its markup and keeps its text, as the shop's sanitizer does.
      clean(element, into, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (!ALLOWED_ATTRIBUTES.has(name)) continue;
      if (URL_ATTRIBUTES.has(name) && !allowedUrl(attribute.value)) continue;
      copy.setAttribute(name, attribute.value);
    }
    clean(element, copy, doc);
    into.appendChild(copy);
  }
}

/**
 * HTML the merchant typed in the editor's source view, reduced to the shop's allow-list (`CATALOG_HTML_POLICY`)
 * before the visual view shows it: parsed in an inert document (no script runs, no image loads there), then only the
 * allowed elements and attributes are copied. The API sanitizes on save with sanitize-html all the same
 * (docs/back-office.md#catalogue-edits); this keeps the back-office's own page from running what was typed.
 */
export function cleanEditorHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const box = out.createElement('div');
  clean(parsed.body, box, out);
  return box.innerHTML;
}
