// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanEditorHtml } from './editor-html';

describe('cleanEditorHtml', () => {
  it('keeps the allow-list and drops scripts, handlers, styles and javascript: links', () => {
    expect(
      cleanEditorHtml(
        '<h2 onclick="x()">Open</h2><script>alert(1)</script><a href="java\tscript:alert(1)" title="t">x</a>' +
          '<img src="/p.png" onerror="alert(1)"><p style="color:red">Hi <b>there</b></p><custom>kept text</custom>' +
          '<iframe src="https://a.test"></iframe><a href="https://shop.test/x">ok</a><a href="//cdn.test/y">rel</a>',
      ),
    ).toBe(
      '<h2>Open</h2><a title="t">x</a><img src="/p.png"><p>Hi <b>there</b></p>kept text' +
        '<a href="https://shop.test/x">ok</a><a href="//cdn.test/y">rel</a>',
    );
  });
});
