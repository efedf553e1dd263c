import { describe, expect, it } from 'vitest';
import { EN_US_DICTIONARY } from '../i18n/dictionary-en-us.js';
import { PRODUCT_MESSAGES } from './product-messages.js';

describe('PRODUCT_MESSAGES', () => {
  it('are the spec texts, each with an en-US translation', () => {
    for (const message of Object.values(PRODUCT_MESSAGES)) {
      expect(EN_US_DICTIONARY[message]).toBeTypeOf('string');
    }
  });

  it('carry the exact spec wording', () => {
    expect(PRODUCT_MESSAGES).toMatchObject({
      noAvailableVariants: 'No available product variants',
      wrongConfiguration: 'No such configuration for the product. Please do choose another combination of attributes.',
      fieldRequired: 'Field is required.',
      bundleQtyInvalid: 'Must be greater than 0.',
      quantityInvalid: 'Quantity must be above 0.',
    });
  });
});
