import { CATALOG_HTML_POLICY, stripWidgetDirectives } from '@storefront/core';
import sanitize from 'sanitize-html';

/**
 * HTML from the catalogue is rendered with `dangerouslySetInnerHTML` only after this pass, on the server (loaders call
 * it, so the browser bundle carries no sanitizer): no script, event handler, frame or `javascript:` link from content
 * can run. Magento widget directives (`{{widget ...}}`) are removed first: they mean nothing outside Magento.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(stripWidgetDirectives(html), CATALOG_HTML_POLICY);
}
