import { describe, expect, it } from 'vitest';
import { escapeXml } from './xml-escape.js';

describe('escapeXml', () => {
  it('escapes markup characters and removes characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    expect(escapeXml('tab\tok\u0000\u0008\u001f\ud800end 👕')).toBe('tab\tokend 👕');
  });
});
