import type { ProductKind } from './layout.js';

export type TypeId = 'simple' | 'configurable' | 'grouped' | 'bundle' | 'virtual' | 'downloadable';

/** Parking spots are ordinary virtual products to VSF; the kind only matters to the generator. */
export function typeIdOf(kind: ProductKind): TypeId {
  return kind === 'parking' ? 'virtual' : kind;
}
