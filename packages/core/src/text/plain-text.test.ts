import { describe, expect, it } from 'vitest';
import { multiLineText, singleLineText } from './plain-text.js';

describe('review plain text', () => {
  it('keeps markup and quotes verbatim, since the storefront escapes on render', () => {
    expect(singleLineText(`<img src=x onerror="alert('1')"> & "quotes"`)).toBe(
      `<img src=x onerror="alert('1')"> & "quotes"`,
    );
  });

  it('replaces unpaired surrogates and composes accents', () => {
    expect(singleLineText('a\uD800b')).toBe('a\uFFFDb');
    expect(singleLineText('😀')).toBe('😀');
    expect(singleLineText('Cafe\u0301')).toBe('Café');
  });

  it('drops control and bidi characters but keeps line breaks in bodies', () => {
    expect(multiLineText('one\u0000\u001B[31m\u202Etwo\r\nthree   \n\n\n\nfour')).toBe('one[31mtwo\nthree\n\nfour');
    expect(singleLineText('one\ntwo\u2028three')).toBe('one two three');
  });
});
