import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.server';

describe('sanitizeHtml', () => {
  it('keeps ordinary CMS markup', () => {
    const html =
      '<div class="cms"><h2>About</h2><p>We <strong>ship</strong> &amp; <a href="/contact">talk</a>.</p></div>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps relative, protocol-relative, fragment, mail and phone links', () => {
    const html =
      '<a href="//cdn.example.com/x">p</a><a href="#top">t</a><a href="tel:+1">tel</a>' +
      '<a href="mailto:a@b.example">m</a><a href="../x">r</a><a href="https://example.com/">h</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="//x"></iframe><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it.each([
    ['<img src="x.jpg" onerror="alert(1)" alt="x">', '<img src="x.jpg" alt="x" />'],
    ['<img src=x onerror=alert(1)//>', '<img src="x" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>">x</a>', '<a>x</a>'],
    ['<p onclick="alert(1)" onmouseover=alert(1)>x</p>', '<p>x</p>'],
  ])('drops event handlers and javascript: URLs, however they are spelled: %s', (html, kept) => {
    expect(sanitizeHtml(html)).toBe(kept);
  });

  it.each([
    ['<svg><script>alert(1)</script></svg><p>ok</p>', '<p>ok</p>'],
    ['<svg onload="alert(1)"><a xlink:href="javascript:alert(1)">x</a></svg>ok', 'ok'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>ok', 'ok'],
  ])('drops script hidden in SVG or MathML, with the foreign markup: %s', (html, kept) => {
    expect(sanitizeHtml(html)).toBe(kept);
  });

  it('drops inline styles, so no CSS expression or url() survives', () => {
    expect(sanitizeHtml('<p style="background:url(javascript:alert(1));width:expression(alert(1))">s</p>')).toBe(
      '<p>s</p>',
    );
  });

  it('escapes quotes and brackets inside kept attributes', () => {
    expect(sanitizeHtml('<p title="a&quot;b>c">q</p>')).toBe('<p title="a&quot;b&gt;c">q</p>');
  });

  it('turns an entity that is no character into the replacement character instead of failing on it', () => {
    expect(sanitizeHtml('<p>a &#99999999; b</p>')).toBe('<p>a \uFFFD b</p>');
  });

  it('escapes stray angle brackets, closes open tags and drops unknown ones and widget directives', () => {
    expect(sanitizeHtml('<p>1 < 2 {{widget type="x"}}<blink>hi</blink><em>open')).toBe(
      '<p>1 &lt; 2 hi<em>open</em></p>',
    );
  });
});
