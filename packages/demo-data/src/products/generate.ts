import type { GenerationContext } from '../context.js';
import { buildBundle } from './bundle.js';
import { buildConfigurable } from './configurable.js';
import { buildDownloadable } from './downloadable.js';
import { buildGrouped } from './grouped.js';
import type { ProductKind } from './layout.js';
import { buildParkingSpot } from './parking.js';
import type { PlacedProduct } from './plan.js';
import { walkPlans } from './plan.js';
import { buildSimple } from './simple.js';
import { buildVirtual } from './virtual.js';

type Build = (ctx: GenerationContext, placed: PlacedProduct) => Record<string, unknown>;

/** One document per product: every kind but configurable, whose builder gives its children's documents too. */
const BUILD: Readonly<Record<Exclude<ProductKind, 'configurable'>, Build>> = {
  simple: buildSimple,
  virtual: buildVirtual,
  downloadable: buildDownloadable,
  grouped: buildGrouped,
  bundle: buildBundle,
  parking: buildParkingSpot,
};

/** Product documents one parent at a time; a configurable yields its children's documents before itself. */
export function* productDocuments(ctx: GenerationContext): Generator<Record<string, unknown>> {
  for (const placed of walkPlans(ctx.layout)) {
    const { kind } = placed.plan;
    if (kind === 'configurable') yield* buildConfigurable(ctx, placed);
    else yield BUILD[kind](ctx, placed);
  }
}
