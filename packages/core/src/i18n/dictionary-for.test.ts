import { describe, expect, it } from 'vitest';
import { createTranslator } from './create-translator.js';
import { dictionaryFor } from './dictionary-for.js';
import { interpolate } from './interpolate.js';

describe('dictionaryFor', () => {
  it('gives English nothing to download', () => {
    expect(dictionaryFor('en-US')).toBeUndefined();
  });

  it('translates exactly like the full translator for another locale', () => {
    const dictionary = dictionaryFor('de-DE')!;
    const full = createTranslator('de-DE');
    for (const key of ['Search', 'Cart', 'Legal notice', 'Product {productName} has been added to the compare!'])
      expect(interpolate(dictionary[key] ?? key, { productName: 'Tee' })).toBe(full.t(key, { productName: 'Tee' }));
    expect(Object.keys(dictionary).length).toBeGreaterThan(10);
  });
});
