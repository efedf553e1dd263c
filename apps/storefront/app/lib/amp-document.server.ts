import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The AMP runtime: the one script an AMP page has, and must have (no script of the shop's own). */
export const AMP_RUNTIME = 'https://cdn.ampproject.org/v0.js';

/** The AMP boilerplate, byte for byte as AMP requires it (it hides the page until the runtime lays it out). */
const BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>';

/** AMP's limit on the page's own stylesheet (`<style amp-custom>`), in bytes. */
export const AMP_CSS_LIMIT_BYTES = 75_000;

/**
 * The AMP pages' own stylesheet: the minimal layout's header and the page, readable at 390 px without the shop's
 * stylesheet (an AMP page may link none).
 */
const AMP_CSS = [
  'body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;line-height:1.5}',
  '.minimal-header{padding:12px 16px;border-bottom:1px solid #e0e0e0}',
  '.logo{font-weight:700;font-size:1.25rem;color:#1a1a1a;text-decoration:none}',
  'main{padding:16px;max-width:960px;margin:0 auto}',
  'h1{font-size:1.5rem;margin:0 0 12px}',
  // Without the runtime (no JavaScript, or before it loads) the image is the `<noscript>` one: never wider than the page.
  'amp-img{display:block;max-width:600px}',
  'amp-img img{max-width:100%;height:auto}',
  'a{color:#0b5cad}',
  '.price{font-size:1.25rem;font-weight:700}',
  '.price-original{color:#666;font-weight:400;margin-right:8px}',
  '.price-special{color:#b00020}',
  '.amp-qty{display:flex;gap:12px;align-items:center}',
  '.amp-qty a{display:inline-block;min-width:44px;min-height:44px;line-height:44px;text-align:center;border:1px solid #888;border-radius:4px;text-decoration:none}',
  '.amp-category ul{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:16px}',
  '.amp-category li{display:grid;gap:4px}',
].join('');

export interface AmpPage {
  /** The document's language (`en-US` gives `lang="en-US"`). */
  lang: string;
  title: string;
  description?: string;
  /** The absolute URL of the page this one is the AMP version of. */
  canonicalUrl: string;
  /** The page's content, rendered on the server without any script. */
  body: ReactElement;
  homeHref: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A valid AMP document (docs/behaviour.md#catalogue-urls): `<html ⚡>`, the runtime, the boilerplate, the canonical
 * link, the inline stylesheet, and the minimal layout's header around `body`. The runtime is the only script.
 */
export function ampDocument(page: AmpPage): string {
  const content = renderToStaticMarkup(page.body);
  const head = [
    '<meta charset="utf-8">',
    `<script async src="${AMP_RUNTIME}"></script>`,
    `<title>${escapeHtml(page.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(page.canonicalUrl)}">`,
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    ...(page.description ? [`<meta name="description" content="${escapeHtml(page.description)}">`] : []),
    BOILERPLATE,
    `<style amp-custom>${AMP_CSS}</style>`,
  ].join('');
  const header = `<header class="minimal-header"><a href="${escapeHtml(page.homeHref)}" class="logo">Storefront</a></header>`;
  return `<!doctype html><html ⚡ lang="${escapeHtml(page.lang)}"><head>${head}</head><body><div class="layout layout-minimal">${header}<main id="main">${content}</main></div></body></html>`;
}

/** The AMP document as the answer of a page route. */
export function ampResponse(page: AmpPage, headers: HeadersInit = {}): Response {
  return new Response(ampDocument(page), {
    headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers },
  });
}

export const ampCssBytes = () => new TextEncoder().encode(AMP_CSS).length;
