import type { GenerationContext } from '../context.js';
import { buildBundle } from './bundle.js';
import { buildConfigurable } from './configurable.js';
import { buildDownloadable } from './downloadable.js';
import { buildGrouped } from './grouped.js';
import { buildParkingSpot } from './parking.js';
import { walkPlans } from './plan.js';
import { buildSimple } from './simple.js';
import { buildVirtual } from './virtual.js';

/** Product documents one parent at a time; a configurable yields its children's documents before itself. */
export function* productDocuments(ctx: GenerationContext): Generator<Record<string, unknown>> {
  for (const placed of walkPlans(ctx.layout)) {
    switch (placed.plan.kind) {
      case 'configurable':
        yield* buildConfigurable(ctx, placed);
        break;
      case 'simple':
        yield buildSimple(ctx, placed);
        break;
      case 'virtual':
        yield buildVirtual(ctx, placed);
        break;
      case 'downloadable':
        yield buildDownloadable(ctx, placed);
        break;
      case 'grouped':
        yield buildGrouped(ctx, placed);
        break;
      case 'bundle':
        yield buildBundle(ctx, placed);
        break;
      case 'parking':
        yield buildParkingSpot(ctx, placed);
        break;
    }
  }
}
