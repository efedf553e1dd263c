import type { CatalogRepository } from '../db/catalog-repository.js';
import { logger } from '../log/logger.js';
import { EntityIndex, type EntityIndexOptions, type FieldNeeds, type IndexView } from './entity-index.js';
import { loadIndex, saveIndex, UnusableSavedIndex } from './saved-index.js';

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
    // Every page's address is looked up among the products first (the URL dispatcher), and the home page lists the
    // new ones: built on first use, each cost a read of every document, 10 s at 100 000 products, on a shopper's page.
    'url_path',
    'new',
  ],
  category: ['id', 'parent_id', 'level', 'is_active', 'product_count', 'url_path', 'slug', 'position'],
  // What the product, category and compare pages ask of the smaller entities.
  attribute: ['attribute_code', 'attribute_id', 'is_comparable'],
  review: ['product_id', 'review_status', 'created_at'],
  cms_page: ['identifier'],
  cms_block: ['identifier'],
};

/**
 * The entities a server builds (or reads back) before it listens, so no shopper's page waits on a first build:
 * every one the storefront's pages read (a review index of 80 000 documents took seconds on a first product page).
 */
export const WARM_ENTITIES = ['product', 'category', 'attribute', 'review', 'cms_page', 'cms_block'] as const;

/** Of those, the ones full-text queries read (the search panel's fields and the catalog filters' `match`). */
const WARM_TEXT = new Set(['name', 'sku', 'category.name', 'configurable_children.sku', 'type_id', 'attribute_code']);

function warmNeeds(entity: string): FieldNeeds {
  return new Map((WARM_FIELDS[entity] ?? []).map((path) => [path, WARM_TEXT.has(path)]));
}

const MAX_ATTEMPTS = 5;
/** Indexes from this size on log how long applying changes took (the small ones of tests would only be noise). */
const DELTA_LOG_SIZE = 10_000;

export interface IndexRegistryOptions extends EntityIndexOptions {
  /** Where indexes are saved once built and read back at start; undefined saves none. */
  savedIndexDir?: string | undefined;
  /**
   * Indexes of at most this many documents are rebuilt while the search that found them stale waits (cheap, and the
   * search reads the write just made); larger ones answer from the old index until the new one is ready.
   */
  waitForRebuildBelow?: number;
}

/** One index/entity: the index answering now, and the build that will replace it. */
interface Slot {
  serving: EntityIndex | undefined;
  rebuilding: Promise<EntityIndex> | undefined;
  /** Reading the saved index, once, before anything is built. */
  loading: Promise<void> | undefined;
  /** Saves run one after another, so an older index never lands over a newer one. */
  saving: Promise<void>;
}

/**
 * Keeps one EntityIndex per index/entity and rebuilds it when the stored catalogue's version moves, so every server
 * process sees an import as soon as its transaction commits. A large index goes on answering while its successor is
 * built; a saved one is read at start instead of building (docs/adr/0034-large-catalogues.md).
 */
export class IndexRegistry {
  private readonly slots = new Map<string, Slot>();
  private readonly options: IndexRegistryOptions;

  constructor(
    private readonly repository: CatalogRepository,
    options: IndexRegistryOptions = { extraColumns: 64 },
  ) {
    this.options = { waitForRebuildBelow: 20_000, ...options };
  }

  async get(index: string, entity: string, wanted: FieldNeeds): Promise<IndexView> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const current = await this.current(index, entity);
      const view = await current.view(wanted);
      if (view) return view;
      // A column could not be built over this index: the catalogue moved on under it (wait for the new index), or,
      // at the same version, its documents are not the ones it numbered (a saved index of another database).
      const moved = (await this.repository.getVersion(index, entity)) !== current.version;
      await this.rebuild(index, entity, current, !moved);
    }
    throw new Error(`The catalogue ${index}/${entity} kept changing while it was being indexed; try again`);
  }

  /** Builds the indexes of the given entities up front so the first shopper does not wait for them. */
  async warm(index: string, entities: readonly string[]): Promise<void> {
    for (const entity of entities) await this.get(index, entity, warmNeeds(entity));
  }

  /** Resolves once no rebuild or save is running (tests: the index and its file are then the newest). */
  async settled(): Promise<void> {
    for (const slot of this.slots.values()) {
      await slot.rebuilding?.catch(() => undefined);
      await slot.saving;
    }
  }

  private slot(index: string, entity: string): Slot {
    const key = `${index}/${entity}`;
    let slot = this.slots.get(key);
    if (!slot)
      this.slots.set(
        key,
        (slot = {
          serving: undefined,
          rebuilding: undefined,
          loading: undefined,
          saving: Promise.resolve(),
        }),
      );
    return slot;
  }

  private async current(index: string, entity: string): Promise<EntityIndex> {
    const slot = this.slot(index, entity);
    if (!slot.serving && this.options.savedIndexDir) {
      slot.loading ??= this.loadSaved(slot, index, entity);
      await slot.loading;
    }
    const version = await this.repository.getVersion(index, entity);
    const serving = slot.serving;
    if (serving && serving.version === version) return serving;
    const rebuilt = this.rebuild(index, entity, serving);
    if (!serving || serving.size <= this.options.waitForRebuildBelow!) return rebuilt;
    rebuilt.catch(() => undefined);
    return serving;
  }

  /** The build replacing `stale` (one at a time per index/entity; a build already running is shared). */
  private rebuild(index: string, entity: string, stale: EntityIndex | undefined, full = false): Promise<EntityIndex> {
    const slot = this.slot(index, entity);
    if (slot.serving !== stale) return Promise.resolve(slot.serving!);
    if (slot.rebuilding) return slot.rebuilding;
    const run = (full ? this.build(index, entity) : this.buildAfter(index, entity, stale)).then((built) => {
      slot.serving = built;
      if (this.options.savedIndexDir)
        // Only the index still serving when its turn comes is written: a newer one has its own save queued.
        slot.saving = slot.saving.then(() => (slot.serving === built ? this.save(built) : undefined));
      return built;
    });
    slot.rebuilding = run;
    const done = (): void => {
      if (slot.rebuilding === run) slot.rebuilding = undefined;
    };
    run.then(done, done);
    return run;
  }

  private async loadSaved(slot: Slot, index: string, entity: string): Promise<void> {
    const started = performance.now();
    try {
      const saved = await loadIndex(this.options.savedIndexDir!, index, entity);
      if (!saved) return;
      // A file of another database (a copied data directory) may carry the same version: the count must agree too.
      if (saved.ids.length !== (await this.repository.count(index, entity))) {
        if (saved.version === (await this.repository.getVersion(index, entity)))
          throw new UnusableSavedIndex('its document count differs from the catalogue of the same version');
      }
      // A file from before a field joined the warm ones would leave that field to a full read on a shopper's request,
      // at every start: the index is built once more instead, and saved with it.
      const lacking = [...warmNeeds(entity)].filter(
        ([path, text]) => !saved.columns.some((column) => column.path === path && (!text || column.text)),
      );
      if (lacking.length > 0)
        throw new UnusableSavedIndex(`it has no column for ${lacking.map(([path]) => path).join(', ')}`);
      slot.serving = EntityIndex.restore(this.repository, saved, this.options);
      logger.info(
        `Read the saved search index of ${index}/${entity} (version ${saved.version}, ${saved.ids.length} documents) ` +
          `in ${Math.round(performance.now() - started)} ms`,
      );
    } catch (error) {
      logger.warn(`The saved search index of ${index}/${entity} is not used: ${(error as Error).message}`);
    }
  }

  private async save(built: EntityIndex): Promise<void> {
    const started = performance.now();
    try {
      const file = await saveIndex(this.options.savedIndexDir!, built.toSaved());
      logger.info(
        `Saved the search index of ${built.index}/${built.entity} (version ${built.version}) to ${file} ` +
          `in ${Math.round(performance.now() - started)} ms`,
      );
    } catch (error) {
      logger.warn(`Could not save the search index of ${built.index}/${built.entity}: ${(error as Error).message}`);
    }
  }

  /** From the index it replaces and the change log when the log names the changes, else from the whole catalogue. */
  private async buildAfter(index: string, entity: string, stale: EntityIndex | undefined): Promise<EntityIndex> {
    if (stale) {
      const started = performance.now();
      const merged = await stale.applyChanges(Math.max(1000, stale.size / 2));
      if (merged) {
        if (merged.size >= DELTA_LOG_SIZE)
          logger.info(
            `Applied the changes of ${index}/${entity} up to version ${merged.version} in ` +
              `${Math.round(performance.now() - started)} ms`,
          );
        return merged;
      }
    }
    return this.build(index, entity);
  }

  private async build(index: string, entity: string): Promise<EntityIndex> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const built = await EntityIndex.build(this.repository, index, entity, warmNeeds(entity), this.options);
      if (built) return built;
    }
    throw new Error(`The catalogue ${index}/${entity} kept changing while it was being indexed; try again`);
  }
}
