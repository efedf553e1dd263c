import { FAMILIES_BY_KIND } from './families/index.js';
import type { CatalogLayout } from './layout.js';
import type { ProductPlan } from './plan.js';
import { planProduct } from './plan.js';
import type { Rng } from '../prng.js';

/**
 * Up to `count` enabled, in-stock simple products of one gear family, starting at a random member and walking the
 * family's ordinals. Plans are recomputed rather than remembered, which keeps generation memory flat.
 */
export function findSimples(layout: CatalogLayout, familyCode: string, count: number, rng: Rng): ProductPlan[] {
  const families = FAMILIES_BY_KIND.simple;
  const familyIndex = families.findIndex((family) => family.code === familyCode);
  if (familyIndex < 0) throw new RangeError(`unknown gear family ${familyCode}`);
  const members = Math.ceil((layout.countOf('simple') - familyIndex) / families.length);
  if (members <= 0) return [];
  const start = rng.int(0, members - 1);
  const found: ProductPlan[] = [];
  for (let step = 0; step < members && found.length < count; step++) {
    const ordinal = familyIndex + families.length * ((start + step) % members);
    const index = layout.indexOf('simple', ordinal);
    if (index === undefined) continue;
    const plan = planProduct(layout, index);
    if (plan.status === 1 && plan.inStock) found.push(plan);
  }
  return found;
}
