import { describe, expect, it } from 'vitest';
import { decodeHtmlEntities, htmlToPlainText } from './html-text.js';

describe('decodeHtmlEntities', () => {
  it('decodes named and numeric entities and keeps unknown or invalid ones', () => {
    expect(decodeHtmlEntities('Cocona&reg; &amp; LumaTech&trade; &#169; &#xAE; &bogus; &#xD800; &#0;')).toBe(
      'Cocona® & LumaTech™ © ® &bogus; &#xD800; &#0;',
    );
  });
});

describe('htmlToPlainText', () => {
  it('keeps the words of a description and nothing else', () => {
    const html =
      '<div class="x"><p>Fits&nbsp;well.</p>{{widget type="x"}}<style>p{}</style><br/>Soft<!-- c --><b>er</b></div>';
    expect(htmlToPlainText(html)).toBe('Fits well. Softer');
    expect(htmlToPlainText('<a href="/x" title="a > b">Link</a>')).toBe('Link');
  });
});
