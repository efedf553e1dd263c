import { describe, expect, it } from 'vitest';
import { settings, tank } from './test-fixtures';
import { changeVariant, variantState } from './variant-state';

describe('a shopper choosing a variant', () => {
  const product = tank();
  const children = product.configurable_children!;
  const opening = variantState(product, { color: '49', size: '167' }, children[0], settings);

  it('opens with every value marked and the child priced as shown', () => {
    expect(opening.childSku).toBe('WT06-XS-Black');
    expect(opening.price).toEqual({ price: 40, text: '$40.00' });
    const sizes = opening.options.find((option) => option.attributeCode === 'size')!;
    // S only exists in Blue while Black is chosen: available, but another combination.
    expect(sizes.values.map((v) => [v.label, v.selected, v.available, v.compatible])).toEqual([
      ['XS', true, true, true],
      ['S', false, true, false],
    ]);
  });

  it('moves to the child with the chosen value and shows its price', () => {
    const change = changeVariant(product, opening, 'color', '50', undefined, settings);
    expect(change.ok && change.state.childSku).toBe('WT06-XS-Blue');
    const sized = change.ok ? changeVariant(product, change.state, 'size', '168', undefined, settings) : change;
    // Its special price, with the regular price to strike through.
    expect(sized.ok && sized.state.price).toEqual({
      price: 30,
      text: '$30.00',
      originalPrice: 40,
      originalText: '$40.00',
    });
    // Nothing asked for the child in the URL.
    expect(sized.ok && sized.url).toBeUndefined();
  });

  it('refuses a value no available child has, with the wrong-attribute notice', () => {
    const disabled = {
      ...product,
      configurable_children: children.map((c) => (c.size === '168' ? { ...c, status: 2 } : c)),
    };
    const state = variantState(disabled, opening.configuration, children[0], settings);
    expect(changeVariant(disabled, state, 'size', '168', undefined, settings)).toEqual({
      ok: false,
      notice: 'No such configuration for the product. Please do choose another combination of attributes.',
    });
  });

  it('keeps a URL that names a child in step with the choice', () => {
    const change = changeVariant(product, opening, 'color', '50', 'WT06-XS-Black', settings);
    expect(change.ok && change.url).toEqual({
      sku: 'WT06-XS-Blue',
      href: '/women/tanks/chloe-compete-tank-10.html?childSku=WT06-XS-Blue',
    });
    const always = changeVariant(product, opening, 'color', '50', undefined, {
      ...settings,
      setFirstVarianAsDefaultInURL: true,
      urls: { useUrlDispatcher: false },
      storePrefix: '/de',
    });
    expect(always.ok && always.url?.href).toBe('/de/p/WT06/chloe-compete-tank-10/WT06-XS-Blue');
  });
});
