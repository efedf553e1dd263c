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

describe("the worker's update offer", () => {
  it('is translated in every shipped locale', () => {
    for (const locale of ['de-DE', 'it-IT']) {
      const { t } = createTranslator(locale);
      expect(t('A new version of the shop is available.')).not.toBe('A new version of the shop is available.');
      expect(t('Refresh')).not.toBe('Refresh');
    }
  });
});
