import { describe, expect, it } from 'vitest';
import {
  childAttributeValue,
  configurationFromChild,
  describeConfiguration,
  matchesConfiguration,
} from './configuration.js';
import { tank, variant } from './test-support/fixtures.js';

describe('configurationFromChild', () => {
  it("gives the child's value of each configurable attribute as text", () => {
    const product = tank();
    expect(configurationFromChild(product, variant(1, 'X', '49', '167'))).toEqual({ color: '49', size: '167' });
    expect(configurationFromChild(product, { ...variant(1, 'X', '49', '167'), color: 49 })).toEqual({
      color: '49',
      size: '167',
    });
  });

  it('reads custom_attributes of old exports and leaves out attributes the child lacks', () => {
    const child = {
      id: 5,
      sku: 'OLD',
      name: 'OLD',
      type_id: 'simple',
      custom_attributes: [{ attribute_code: 'color', value: '50' }],
    };
    expect(childAttributeValue(child, 'color')).toBe('50');
    expect(configurationFromChild(tank(), child)).toEqual({ color: '50' });
  });
});

describe('matchesConfiguration', () => {
  const product = tank();
  const child = variant(1, 'X', '49', '167');

  it('needs every chosen configurable attribute to match', () => {
    expect(matchesConfiguration(product, child, { color: '49', size: '167' })).toBe(true);
    expect(matchesConfiguration(product, child, { color: '49', size: '168' })).toBe(false);
  });

  it('treats unchosen attributes and stray keys as no constraint', () => {
    expect(matchesConfiguration(product, child, {})).toBe(true);
    expect(matchesConfiguration(product, child, { color: '49', size: '' })).toBe(true);
    expect(matchesConfiguration(product, child, { color: '49', price: '12', sku: 'other' })).toBe(true);
  });

  it('can ignore one attribute', () => {
    expect(matchesConfiguration(product, child, { color: '50', size: '167' }, 'color')).toBe(true);
  });
});

describe('describeConfiguration', () => {
  it('gives the configurable item options a cart line carries', () => {
    expect(describeConfiguration(tank(), { color: '50', size: '168' })).toEqual([
      { option_id: '93', option_value: '50', label: 'Color', value: 'Blue' },
      { option_id: '142', option_value: '168', label: 'Size', value: 'S' },
    ]);
  });

  it('skips unchosen attributes and shows an unknown value as it is', () => {
    expect(describeConfiguration(tank(), { color: '99' })).toEqual([
      { option_id: '93', option_value: '99', label: 'Color', value: '99' },
    ]);
  });
});
