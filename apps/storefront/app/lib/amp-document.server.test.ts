import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AMP_CSS_LIMIT_BYTES, AMP_RUNTIME, ampCssBytes, ampDocument, ampResponse } from './amp-document.server';

const page = {
  lang: 'en-US',
  title: 'Tom & Jerry "Tee"',
  description: 'A <b>tee</b>',
  canonicalUrl: 'https://shop.example/tee?color=49&size=1',
  homeHref: '/',
  body: createElement('h1', null, 'Tom & Jerry'),
};

describe('ampDocument', () => {
  it('writes the AMP shell: ⚡, charset first, the runtime as the one script, canonical, boilerplate, own CSS', () => {
    const html = ampDocument(page);
    expect(html).toMatch(/^<!doctype html><html ⚡ lang="en-US"><head><meta charset="utf-8">/);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script async src="${AMP_RUNTIME}">`]);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/tee?color=49&amp;size=1">');
    expect(html).toContain('<style amp-boilerplate>');
    expect(html).toContain('<noscript><style amp-boilerplate>');
    expect(html.match(/<style amp-custom>/g)).toHaveLength(1);
    expect(html).toContain('<header class="minimal-header">');
  });

  it('escapes what the catalogue wrote into the head, and renders the body without scripts', () => {
    const html = ampDocument(page);
    expect(html).toContain('<title>Tom &amp; Jerry &quot;Tee&quot;</title>');
    expect(html).toContain('<meta name="description" content="A &lt;b&gt;tee&lt;/b&gt;">');
    expect(html).toContain('<main id="main"><h1>Tom &amp; Jerry</h1></main>');
  });

  it("keeps its stylesheet far under AMP's limit", () => {
    expect(ampCssBytes()).toBeLessThan(AMP_CSS_LIMIT_BYTES / 10);
  });

  it('answers it as HTML', async () => {
    const response = ampResponse(page);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(ampDocument(page));
  });
});
