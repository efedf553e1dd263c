import { describe, expect, it } from 'vitest';
import { configurableOptionsOf } from './configuration.js';
import { selectOption } from './select-option.js';
import { configurableOption, disjointTee, tank, variant } from './test-support/fixtures.js';

const listed = { listOutOfStockProducts: true };
const NOTICE = 'No such configuration for the product. Please do choose another combination of attributes.';

describe('selectOption', () => {
  it('moves to the child of the new combination', () => {
    const result = selectOption(tank(), { color: '49', size: '167' }, 'color', '50', listed);
    expect(result).toMatchObject({ ok: true, adjusted: false, configuration: { color: '50', size: '167' } });
    expect(result.ok && result.child.sku).toBe('WT06-XS-Blue');
  });

  it('accepts the value as a number', () => {
    const result = selectOption(tank(), { color: '49', size: '167' }, 'color', 50, listed);
    expect(result.ok && result.child.sku).toBe('WT06-XS-Blue');
  });

  it('adjusts the other attributes when the exact combination is unavailable but the value exists', () => {
    // S-Black is disabled: picking S with Black goes to S-Blue.
    const result = selectOption(tank(), { color: '49', size: '167' }, 'size', '168', listed);
    expect(result).toMatchObject({ ok: true, adjusted: true, configuration: { color: '50', size: '168' } });
  });

  it('reaches the other side of disjoint option sets (#4789)', () => {
    const result = selectOption(disjointTee(), { color: '58', size: '168' }, 'color', '53', listed);
    expect(result).toMatchObject({ ok: true, adjusted: true, configuration: { color: '53', size: '169' } });
  });

  it('prefers the candidate keeping most other choices, the first one on a tie', () => {
    const product = tank();
    product.configurable_options = [
      ...configurableOptionsOf(product),
      configurableOption('150', 'material', 'Material', [
        [1, 'Cotton'],
        [2, 'Wool'],
      ]),
    ];
    product.configurable_children = [
      { ...variant(1, 'A', '50', '167'), material: '2' },
      { ...variant(2, 'B', '50', '168'), material: '1' },
      { ...variant(3, 'C', '50', '168'), material: '1' },
      { ...variant(4, 'D', '49', '167'), material: '1' },
    ];
    const result = selectOption(product, { color: '49', size: '168', material: '1' }, 'color', '50', listed);
    expect(result).toMatchObject({ ok: true, adjusted: false });
    expect(result.ok && result.child.sku).toBe('B');
    const adjusted = selectOption(product, { color: '49', size: '169', material: '1' }, 'color', '50', listed);
    expect(adjusted).toMatchObject({ ok: true, adjusted: true, configuration: { size: '168', material: '1' } });
    expect(adjusted.ok && adjusted.child.sku).toBe('B');
  });

  it('refuses in strict mode instead of adjusting', () => {
    expect(selectOption(tank(), { color: '49', size: '167' }, 'size', '168', { ...listed, strict: true })).toEqual({
      ok: false,
      reverted: { color: '49', size: '167' },
      notice: NOTICE,
    });
  });

  it('reverts with the notice when no available child has the value', () => {
    const current = { color: '49', size: '167' };
    const unknown = selectOption(tank(), current, 'color', '99', listed);
    expect(unknown).toEqual({ ok: false, reverted: current, notice: NOTICE });
    expect(!unknown.ok && unknown.reverted).toBe(current);

    const product = tank();
    // Left with XS-Black, disabled S-Black and out-of-stock XS-Blue: Blue cannot be bought.
    product.configurable_children = product.configurable_children?.slice(0, 3) ?? [];
    expect(selectOption(product, current, 'color', '50', { listOutOfStockProducts: false })).toEqual({
      ok: false,
      reverted: current,
      notice: NOTICE,
    });
    expect(selectOption(product, current, 'color', '50', listed)).toMatchObject({ ok: true, adjusted: false });
  });

  it('refuses an empty value', () => {
    expect(selectOption(tank(), {}, 'color', ' ', listed)).toMatchObject({ ok: false, notice: NOTICE });
  });
});
