import type { Rng } from '../prng.js';
import type { ProductPlan } from './plan.js';
import { LINE_NAMES } from './families/vocabulary.js';

/**
 * Names combine a line name, a modifier or material and a noun, so the catalogue has thousands of distinct, real
 * words to search, misspell and facet on.
 */
export function productName(plan: ProductPlan, rng: Rng): string {
  const { family } = plan;
  const noun = rng.pick(family.nouns);
  switch (plan.kind) {
    case 'configurable': {
      const middle =
        family.materials.length > 0 && rng.chance(0.25) ? rng.pick(family.materials) : rng.pick(family.modifiers);
      return `${rng.pick(LINE_NAMES)} ${middle} ${noun}`;
    }
    case 'simple':
      return rng.chance(0.3)
        ? `${rng.pick(family.modifiers)} ${rng.pick(LINE_NAMES)} ${noun}`
        : `${rng.pick(family.modifiers)} ${noun}`;
    case 'virtual':
      return family.pricePoints
        ? `${rng.pick(family.modifiers)} ${noun} $${plan.price}`
        : `${rng.pick(family.modifiers)} ${noun}`;
    case 'downloadable':
      return `${rng.pick(family.modifiers)} ${noun} with ${rng.pick(LINE_NAMES)}`;
    default:
      return `${rng.pick(family.modifiers)} ${noun}`;
  }
}
