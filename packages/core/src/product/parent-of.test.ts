import { describe, expect, it } from 'vitest';
import { parentOf, parentRouteFor } from './parent-of.js';
import { simple, tank } from './test-support/fixtures.js';

describe('parentOf', () => {
  const childDocument = simple({ id: 1773, sku: 'WT06-S-Blue', visibility: 1 });

  it('finds the configurable having the sku as a child, skipping the child document itself', () => {
    expect(parentOf('WT06-S-Blue', [childDocument, tank()])?.sku).toBe('WT06');
  });

  it('is undefined for a sku without a parent', () => {
    expect(parentOf('WT06', [tank()])).toBeUndefined();
    expect(parentOf('other', [childDocument])).toBeUndefined();
  });
});

describe('parentRouteFor', () => {
  it("gives the parent's route with the child selected", () => {
    expect(parentRouteFor('WT06-S-Blue', [tank()])).toEqual({
      name: 'configurable-product',
      params: { parentSku: 'WT06', slug: 'chloe-compete-tank-1769', childSku: 'WT06-S-Blue' },
      path: '/p/WT06/chloe-compete-tank-1769/WT06-S-Blue',
      search: '',
    });
    expect(parentRouteFor('WT06-S-Blue', [tank()], { useUrlDispatcher: true })).toMatchObject({
      path: '/women/tanks/chloe-compete-tank-1769.html',
      search: '?childSku=WT06-S-Blue',
    });
  });

  it('is undefined when there is nothing to replace', () => {
    expect(parentRouteFor('WT06', [tank()])).toBeUndefined();
  });
});
