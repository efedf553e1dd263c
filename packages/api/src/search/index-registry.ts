import type { CatalogRepository } from '../db/catalog-repository.js';
import { EntityIndex, type EntityIndexOptions, type FieldNeeds, type IndexView } from './entity-index.js';

/** Fields worth building with the index itself: what category listings and the search panel always ask for. */
const WARM_FIELDS: Record<string, string[]> = {
  product: [
    'visibility',
    'status',
    'category_ids',
    'stock.is_in_stock',
    'type_id',
    'color',
    'size',
    'erin_recommends',
    'color_options',
    'size_options',
    'erin_recommends_options',
    'price',
    'final_price',
    'updated_at',
    'name',
    'sku',
    'category.name',
    'configurable_children.sku',
    // The frontend's default search scoring filters on this placeholder field (see docs/api.md#catalogue-search).
    'attribute_code',
  ],
  category: ['id', 'parent_id', 'level', 'is_active', 'product_count', 'url_path', 'slug', 'position'],
};

/** Of those, the ones full-text queries read (the search panel's fields and the catalog filters' `match`). */
const WARM_TEXT = new Set(['name', 'sku', 'category.name', 'configurable_children.sku', 'type_id', 'attribute_code']);

function warmNeeds(entity: string): FieldNeeds {
  return new Map((WARM_FIELDS[entity] ?? []).map((path) => [path, WARM_TEXT.has(path)]));
}

const MAX_ATTEMPTS = 5;

/**
 * Keeps one EntityIndex per index/entity and rebuilds it when the stored catalogue's version moves, so every server
 * process sees an import as soon as its transaction commits.
 */
export class IndexRegistry {
  private readonly indexes = new Map<string, Promise<EntityIndex>>();

  constructor(
    private readonly repository: CatalogRepository,
    private readonly options: EntityIndexOptions = { extraColumns: 64 },
  ) {}

  async get(index: string, entity: string, wanted: FieldNeeds): Promise<IndexView> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const current = await this.current(index, entity);
      const view = await current.view(wanted);
      if (view) return view;
      this.indexes.delete(`${index}/${entity}`);
    }
    throw new Error(`The catalogue ${index}/${entity} kept changing while it was being indexed; try again`);
  }

  /** Builds the indexes of the given entities up front so the first shopper does not wait for them. */
  async warm(index: string, entities: readonly string[]): Promise<void> {
    for (const entity of entities) await this.get(index, entity, warmNeeds(entity));
  }

  private async current(index: string, entity: string): Promise<EntityIndex> {
    const key = `${index}/${entity}`;
    const version = await this.repository.getVersion(index, entity);
    const cached = this.indexes.get(key);
    if (cached) {
      const built = await cached.catch(() => undefined);
      if (built && built.version === version) return built;
      if (this.indexes.get(key) !== cached) return this.current(index, entity);
    }
    const building = this.build(index, entity);
    this.indexes.set(key, building);
    building.catch(() => this.indexes.delete(key));
    return building;
  }

  private async build(index: string, entity: string): Promise<EntityIndex> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const built = await EntityIndex.build(this.repository, index, entity, warmNeeds(entity), this.options);
      if (built) return built;
    }
    throw new Error(`The catalogue ${index}/${entity} kept changing while it was being indexed; try again`);
  }
}
