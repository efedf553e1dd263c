import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps ordinary CMS markup', () => {
    expect(
      sanitizeHtml(
        '<div class="cms"><h2>About</h2><p>We <strong>ship</strong> &amp; <a href="/contact">talk</a>.</p></div>',
      ),
    ).toBe('<div class="cms"><h2>About</h2><p>We <strong>ship</strong> &amp; <a href="/contact">talk</a>.</p></div>');
  });

  it('removes scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="//x"></iframe><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    );
  });

  it('drops event handlers and javascript: URLs, however they are spelled', () => {
    expect(sanitizeHtml('<img src="x.jpg" onerror="alert(1)" alt="x">')).toBe('<img src="x.jpg" alt="x">');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html,<script>">x</a>')).toBe('<a>x</a>');
  });

  it('keeps an entity that is no character instead of failing on it', () => {
    expect(sanitizeHtml('<p>a &#99999999; b</p><a href="&#99999999;">x</a>')).toBe(
      '<p>a &#99999999; b</p><a href="&amp;#99999999;">x</a>',
    );
  });

  it('escapes stray angle brackets, closes open tags and drops unknown ones and widget directives', () => {
    expect(sanitizeHtml('<p>1 < 2 {{widget type="x"}}<blink>hi</blink><em>open')).toBe(
      '<p>1 &lt; 2 hi<em>open</em></p>',
    );
  });
});
