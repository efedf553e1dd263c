import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/create-translator.js';
import { ERROR_MESSAGES } from '../i18n/messages-errors.js';
import { addToCompare, COMPARE_ADDED_MESSAGE, COMPARE_REMOVED_MESSAGE, removeFromCompare } from './compare.js';

const BAG = { id: 7, sku: '24-MB04', name: 'Strive Shoulder Pack &amp; Co', activity: '8,9', description: 'x' };

describe('compare', () => {
  it('uses the catalogue’s exact English messages', () => {
    expect(ERROR_MESSAGES).toContain(COMPARE_ADDED_MESSAGE);
    expect(ERROR_MESSAGES).toContain(COMPARE_REMOVED_MESSAGE);
  });

  it('adds once and says so', () => {
    const added = addToCompare([], BAG, { keepAttributes: ['activity'] });
    expect(added.items).toEqual([{ id: 7, sku: '24-MB04', name: 'Strive Shoulder Pack &amp; Co', activity: '8,9' }]);
    expect(added.notification).toEqual({
      type: 'success',
      message: 'Product Strive Shoulder Pack & Co has been added to the compare!',
      action1: { label: 'OK' },
    });
    const again = addToCompare(added.items, BAG);
    expect(again.items).toBe(added.items);
    expect(again.notification).toBeUndefined();
  });

  it('removes and says so with the removed product’s name', () => {
    const { items } = addToCompare([], BAG);
    const removed = removeFromCompare(items, '24-MB04');
    expect(removed.items).toEqual([]);
    expect(removed.notification?.message).toBe('Product Strive Shoulder Pack & Co has been removed from compare!');
    expect(removeFromCompare([], '24-MB04')).toEqual({ items: [] });
  });

  it('translates when given a translator', () => {
    const translator = createTranslator('de-DE');
    const added = addToCompare([], { sku: 'A', name: 'Tee' }, { translate: translator.t });
    expect(added.notification?.message).toBe(translator.t(COMPARE_ADDED_MESSAGE, { productName: 'Tee' }));
    expect(added.notification?.message).not.toContain('{productName}');
  });
});
