import { describe, expect, it } from 'vitest';
import { childSkuForUrl } from './child-sku-for-url.js';
import { simple, tank } from './test-support/fixtures.js';

describe('childSkuForUrl', () => {
  const product = tank();
  const child = product.configurable_children?.[3];

  it('pushes the selected child with setFirstVarianAsDefaultInURL', () => {
    expect(childSkuForUrl(product, child, { setFirstVarianAsDefaultInURL: true })).toBe('WT06-S-Blue');
  });

  it('leaves a URL without a child alone when the setting is off', () => {
    expect(childSkuForUrl(product, child, { setFirstVarianAsDefaultInURL: false })).toBeUndefined();
  });

  it('keeps a URL that names a child in step even with the setting off (#5981)', () => {
    expect(
      childSkuForUrl(product, child, { setFirstVarianAsDefaultInURL: false, currentChildSku: 'WT06-XS-Black' }),
    ).toBe('WT06-S-Blue');
  });

  it('changes nothing when the URL already names the child, or there is no child', () => {
    expect(childSkuForUrl(product, child, { setFirstVarianAsDefaultInURL: true, currentChildSku: 'WT06-S-Blue' })).toBe(
      undefined,
    );
    expect(childSkuForUrl(product, undefined, { setFirstVarianAsDefaultInURL: true })).toBeUndefined();
    const single = simple({ sku: 'S1' });
    expect(childSkuForUrl(single, single, { setFirstVarianAsDefaultInURL: true })).toBeUndefined();
  });
});
