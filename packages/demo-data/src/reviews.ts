import type { GenerationContext } from './context.js';
import { DAY_MS, formatDateTime } from './dates.js';
import { walkPlans } from './products/plan.js';
import { DEMO_SEED, hashInts, Rng } from './prng.js';

const REVIEW_STREAM = 3;

const NICKNAMES = [
  'Anna',
  'Ben',
  'Carla',
  'Dev',
  'Elif',
  'Frank',
  'Greta',
  'Hiro',
  'Ines',
  'Jon',
  'Kemal',
  'Lena',
  'Marco',
  'Nia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tess',
];

const OPINIONS = [
  {
    title: 'Love it',
    rating: 5,
    detail: (label: string) => `Exactly what I was looking for. This ${label} is worth every cent.`,
  },
  {
    title: 'Great quality',
    rating: 5,
    detail: (label: string) => `Well made and it still looks new after weeks of use. Very happy with this ${label}.`,
  },
  {
    title: 'Does the job',
    rating: 3,
    detail: (label: string) => `Nothing fancy, but this ${label} does what it promises.`,
  },
  {
    title: 'Not what I expected',
    rating: 2,
    detail: (label: string) => `The ${label} looked different in the pictures. Returning it.`,
  },
  {
    title: 'Would buy again',
    rating: 5,
    detail: (label: string) => `Second time I order this ${label}. Fast delivery too.`,
  },
  { title: 'Good value', rating: 4, detail: (label: string) => `For the price this ${label} is hard to beat.` },
  {
    title: 'Super comfortable',
    rating: 5,
    detail: (label: string) => `I barely notice it when I use it. Great ${label}.`,
  },
  {
    title: 'Okay for the price',
    rating: 3,
    detail: (label: string) => `Decent ${label}, though I hoped for a bit more.`,
  },
];

/**
 * docs/api.md#catalogue-documents. About a third of the visible, enabled products get one to four reviews; most are approved
 * (review_status 1), the rest pending (2), so both the listing filter and moderation have something to show.
 */
export function* reviewDocuments(ctx: GenerationContext): Generator<Record<string, unknown>> {
  let nextId = 1;
  for (const { plan, id } of walkPlans(ctx.layout)) {
    if (plan.status !== 1 || plan.visibility !== 4) continue;
    const rng = new Rng(hashInts(DEMO_SEED, plan.index, REVIEW_STREAM));
    if (!rng.chance(0.35)) continue;
    const count = rng.int(1, 4);
    for (let i = 0; i < count; i++) {
      const opinion = rng.pick(OPINIONS);
      yield {
        id: nextId++,
        title: opinion.title,
        detail: opinion.detail(plan.family.label.toLowerCase()),
        nickname: rng.pick(NICKNAMES),
        // Stars out of 5, as the opinion says (docs/behaviour.md#reviews shows them).
        rating: opinion.rating,
        review_entity: 'product',
        review_type: 1,
        review_status: rng.chance(0.7) ? 1 : 2,
        customer_id: null,
        created_at: formatDateTime(Math.floor((ctx.today - rng.range(1, 300) * DAY_MS) / 1000) * 1000),
        store_id: 1,
        stores: [0, 1],
        product_id: id,
        tsk: ctx.tsk,
      };
    }
  }
}
