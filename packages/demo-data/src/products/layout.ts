export type ProductKind = 'configurable' | 'simple' | 'virtual' | 'downloadable' | 'grouped' | 'bundle' | 'parking';

type CycleKind = Exclude<ProductKind, 'parking'>;

/**
 * Product types repeat in this 24-slot cycle (9 configurable, 8 simple, 2 virtual, 2 downloadable, 2 bundle,
 * 1 grouped). Because the type of any position is arithmetic, a bundle can name the sku of "the n-th simple product"
 * without the generator having kept earlier products in memory.
 */
// prettier-ignore
const TYPE_CYCLE: readonly CycleKind[] = [
  'configurable', 'simple', 'configurable', 'virtual', 'simple', 'configurable',
  'bundle', 'simple', 'configurable', 'downloadable', 'configurable', 'simple',
  'grouped', 'configurable', 'simple', 'virtual', 'configurable', 'simple',
  'bundle', 'configurable', 'downloadable', 'simple', 'configurable', 'simple',
];

const CYCLE = TYPE_CYCLE.length;

const POSITIONS = new Map<CycleKind, number[]>();
const ORDINAL_IN_CYCLE: number[] = [];
TYPE_CYCLE.forEach((kind, position) => {
  const positions = POSITIONS.get(kind) ?? [];
  ORDINAL_IN_CYCLE[position] = positions.length;
  positions.push(position);
  POSITIONS.set(kind, positions);
});

/** Parking grows slowly with the catalogue: 20 spots at 500 products, about 100 at 100 000. */
export function parkingSpotCount(total: number): number {
  if (total < 25) return 0;
  return Math.min(Math.floor(total / 25), Math.round(20 * Math.pow(total / 500, 0.3)));
}

/** Positions 0..regular-1 follow the type cycle; the last `parking` positions are parking spots. */
export class CatalogLayout {
  readonly total: number;
  readonly parking: number;
  readonly regular: number;

  constructor(total: number) {
    this.total = total;
    this.parking = parkingSpotCount(total);
    this.regular = total - this.parking;
  }

  kindAt(index: number): ProductKind {
    if (index >= this.regular) return 'parking';
    return TYPE_CYCLE[index % CYCLE] as CycleKind;
  }

  /** Position among the products of the same kind. */
  ordinalAt(index: number): number {
    if (index >= this.regular) return index - this.regular;
    const kind = TYPE_CYCLE[index % CYCLE] as CycleKind;
    const perCycle = (POSITIONS.get(kind) as number[]).length;
    return Math.floor(index / CYCLE) * perCycle + (ORDINAL_IN_CYCLE[index % CYCLE] as number);
  }

  /** Inverse of ordinalAt; undefined when the catalogue has no such product. */
  indexOf(kind: ProductKind, ordinal: number): number | undefined {
    if (ordinal < 0) return undefined;
    if (kind === 'parking') return ordinal < this.parking ? this.regular + ordinal : undefined;
    const positions = POSITIONS.get(kind) as number[];
    const index = Math.floor(ordinal / positions.length) * CYCLE + (positions[ordinal % positions.length] as number);
    return index < this.regular ? index : undefined;
  }

  countOf(kind: ProductKind): number {
    if (kind === 'parking') return this.parking;
    const positions = POSITIONS.get(kind) as number[];
    const rest = this.regular % CYCLE;
    return Math.floor(this.regular / CYCLE) * positions.length + positions.filter((p) => p < rest).length;
  }
}
