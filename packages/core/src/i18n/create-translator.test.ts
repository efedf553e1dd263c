import { describe, expect, it } from 'vitest';
import { createTranslator } from './create-translator.js';
import { DEFAULT_DICTIONARIES } from './default-dictionaries.js';
import { STATIC_PAGE_ROUTES, STATIC_PAGE_TITLES } from './static-page-titles.js';

describe('createTranslator', () => {
  it('returns the en-US text with placeholders substituted', () => {
    const { t, locale } = createTranslator('en-US');
    expect(locale).toBe('en-US');
    expect(t('Field is required')).toBe('Field is required');
    expect(t('Product {productName} has been added to the compare!', { productName: 'Chloe Tank' })).toBe(
      'Product Chloe Tank has been added to the compare!',
    );
    expect(
      t('Internal validation error. Please check if all required fields are filled in. Please contact us on {email}', {
        email: 'shop@example.com',
      }),
    ).toBe(
      'Internal validation error. Please check if all required fields are filled in. Please contact us on shop@example.com',
    );
  });

  it('translates into German and Italian', () => {
    expect(createTranslator('de-DE').t('Cart')).toBe('Warenkorb');
    expect(createTranslator('it-IT').t('Cart')).toBe('Carrello');
    expect(
      createTranslator('de-DE').t('Product {productName} has been removed from compare!', { productName: 'X' }),
    ).toBe('Produkt X wurde aus dem Vergleich entfernt!');
  });

  it('has a German and an Italian title for every static page', () => {
    for (const route of STATIC_PAGE_ROUTES) {
      const title = STATIC_PAGE_TITLES[route];
      expect(DEFAULT_DICTIONARIES['de-DE']?.[title], `de-DE ${title}`).toBeTruthy();
      expect(DEFAULT_DICTIONARIES['it-IT']?.[title], `it-IT ${title}`).toBeTruthy();
    }
  });

  it('falls back to en-US for a key the locale lacks, and to another region of the same language', () => {
    expect(createTranslator('de-DE').t('Quantity must be above 0.')).toBe('Quantity must be above 0.');
    expect(createTranslator('de-AT').t('Cart')).toBe('Warenkorb');
    expect(createTranslator('fr-FR').t('Cart')).toBe('Cart');
  });

  it('returns an unknown key with its params substituted', () => {
    const { t } = createTranslator('de-DE');
    expect(t('Hello {name}, you have {count} items', { name: 'Ann', count: 3 })).toBe('Hello Ann, you have 3 items');
    expect(t('Missing {param} stays')).toBe('Missing {param} stays');
    expect(t('Partly {a} and {b}', { a: 1 })).toBe('Partly 1 and {b}');
  });

  it('does not read inherited properties as translations', () => {
    expect(createTranslator('en-US').t('toString')).toBe('toString');
    expect(createTranslator('en-US').t('{constructor}', {})).toBe('{constructor}');
  });

  it('keeps translators independent of each other', () => {
    const german = createTranslator('de-DE');
    const italian = createTranslator('it-IT');
    expect([german.t('Search'), italian.t('Search'), german.t('Search')]).toEqual(['Suche', 'Cerca', 'Suche']);
  });

  it('uses the dictionaries passed in', () => {
    const custom = { ...DEFAULT_DICTIONARIES, 'fr-FR': { Cart: 'Panier', 'Hi {name}': 'Salut {name}' } };
    const { t } = createTranslator('fr-FR', custom);
    expect(t('Cart')).toBe('Panier');
    expect(t('Hi {name}', { name: 'Zoé' })).toBe('Salut Zoé');
    expect(t('Search')).toBe('Search');
  });
});
