import type { CatalogRepository, StoredCatalogDocument } from '../db/catalog-repository.js';
import { FieldColumnBuilder, type FieldColumn } from './field-columns.js';
import { FieldPaths } from './field-paths.js';
import { createStepYielder, createYielder, runInSlices } from './yield-to-event-loop.js';
import { KeySlots } from './posting-list.js';
import { mergeColumn } from './column-merge.js';

/** Field paths a query reads, each with whether it needs analysed text (full text, or a term filter on text). */
export type FieldNeeds = Map<string, boolean>;

export function mergeNeeds(into: FieldNeeds, path: string, text: boolean): FieldNeeds {
  into.set(path, (into.get(path) ?? false) || text);
  return into;
}

export interface SavedEntityIndex {
  index: string;
  entity: string;
  version: number;
  seqs: Float64Array;
  ids: string[];
  paths: FieldPaths;
  columns: FieldColumn[];
}

/** The columns one request reads, held by the request itself so that evicting them meanwhile cannot hurt it. */
export interface IndexView {
  readonly index: EntityIndex;
  readonly size: number;
  column(path: string): FieldColumn;
}

export interface EntityIndexOptions {
  /** Columns kept beyond the permanent ones; the least recently used beyond this go (0 keeps none). */
  extraColumns: number;
}

/**
 * The search view of one index/entity: documents numbered 0..size-1 in storage order, the paths its documents hold,
 * and a column per field: the permanent ones built with the index, and those queries asked for since, of which only
 * the most recently used few are kept. Sources stay in the database.
 */
export class EntityIndex {
  /** In least-recently-used order: a Map iterates in insertion order, and a use re-inserts. */
  private readonly columns = new Map<string, FieldColumn>();
  private idOrdinals: KeySlots | undefined;
  /** Column builds run one after another, so concurrent requests for a new field read the catalogue once. */
  private building: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly repository: CatalogRepository,
    readonly index: string,
    readonly entity: string,
    readonly version: number,
    readonly seqs: Float64Array,
    readonly ids: string[],
    private readonly paths: FieldPaths,
    private readonly permanent: ReadonlySet<string>,
    private readonly options: EntityIndexOptions,
  ) {}

  get size(): number {
    return this.ids.length;
  }

  /**
   * Reads every document once: numbers them, learns their paths and builds the permanent columns, yielding to the
   * event loop as it goes so other requests are answered meanwhile. Returns undefined when the data changed while
   * reading, so the caller can try again.
   */
  static async build(
    repository: CatalogRepository,
    index: string,
    entity: string,
    fields: FieldNeeds,
    options: EntityIndexOptions = { extraColumns: 64 },
  ): Promise<EntityIndex | undefined> {
    const version = await repository.getVersion(index, entity);
    const size = await repository.count(index, entity);
    const seqs = new Float64Array(size);
    const ids: string[] = [];
    const paths = new FieldPaths();
    const builders = [...fields].map(([path, text]) => new FieldColumnBuilder(path, size, text));
    const pause = createYielder();
    for await (const row of repository.scan(index, entity)) {
      if (ids.length >= size) return undefined;
      seqs[ids.length] = row.seq;
      const source: unknown = JSON.parse(row.json);
      paths.add(source);
      for (const builder of builders) builder.add(ids.length, source);
      ids.push(row.id);
      const paused = pause();
      if (paused) await paused;
    }
    if (ids.length !== size || (await repository.getVersion(index, entity)) !== version) return undefined;
    const permanent = new Set(fields.keys());
    const built = new EntityIndex(repository, index, entity, version, seqs, ids, paths, permanent, options);
    const stepPause = createStepYielder();
    for (const builder of builders) built.columns.set(builder.path, await builder.buildInSlices(stepPause));
    return built;
  }

  /** An index read back from a saved file (docs/adr/0034-large-catalogues.md#the-saved-index). */
  static restore(repository: CatalogRepository, saved: SavedEntityIndex, options: EntityIndexOptions): EntityIndex {
    const { index, entity, version, seqs, ids, paths, columns } = saved;
    const permanent = new Set(columns.map((column) => column.path));
    const restored = new EntityIndex(repository, index, entity, version, seqs, ids, paths, permanent, options);
    for (const column of columns) restored.columns.set(column.path, column);
    return restored;
  }

  /** What a saved index holds: the numbering, the paths and the permanent columns (not the extra ones). */
  toSaved(): SavedEntityIndex {
    const columns = [...this.permanent].map((path) => this.columns.get(path)!).filter(Boolean);
    const { index, entity, version, seqs, ids, paths } = this;
    return { index, entity, version, seqs, ids, paths, columns };
  }

  /**
   * This index brought up to the catalogue's current version by re-reading only the documents the change log names
   * (docs/adr/0034-large-catalogues.md#changes-as-deltas); undefined when the log cannot name them (a replace, a
   * gap) or they are more than `maxChanged`: then a full build. Upserts keep a document's `seq`, and new documents get
   * larger ones, so merging by `seq` numbers the documents as a full build would.
   */
  async applyChanges(maxChanged: number): Promise<EntityIndex | undefined> {
    const { repository, index, entity } = this;
    const version = await repository.getVersion(index, entity);
    if (version === this.version) return this;
    const changes = await repository.changesBetween(index, entity, this.version, version);
    if (!changes || changes.some((change) => !change.ids)) return undefined;
    const changedIds = [...new Set(changes.flatMap((change) => change.ids!))];
    if (changedIds.length > maxChanged) return undefined;
    // In slices, each followed by a pause when due: SQLite answers synchronously, and searches go on meanwhile.
    const pause = createYielder();
    const documents: StoredCatalogDocument[] = [];
    const sources: unknown[] = [];
    for (let start = 0; start < changedIds.length; start += 500) {
      for (const document of await repository.getDocuments(index, entity, changedIds.slice(start, start + 500))) {
        documents.push(document);
        const paused = pause();
        if (paused) await paused;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    documents.sort((a, b) => a.seq - b.seq);
    for (const document of documents) {
      sources.push(JSON.parse(document.json) as unknown);
      const paused = pause();
      if (paused) await paused;
    }
    const stepPause = createStepYielder();
    if (!this.idOrdinals) {
      // Half a million ids: built in slices too.
      const idOrdinals = await runInSlices(KeySlots.building(this.ids), stepPause);
      this.idOrdinals ??= idOrdinals;
    }
    const removed = new Uint8Array(this.size);
    for (const ordinal of this.ordinalsOfIds(changedIds)) removed[ordinal] = 1;
    let kept = 0;
    for (let ordinal = 0; ordinal < this.size; ordinal++) if (!removed[ordinal]) kept++;
    const size = kept + documents.length;
    const from = new Int32Array(size);
    const seqs = new Float64Array(size);
    const ids: string[] = [];
    let next = 0;
    let changed = 0;
    for (let n = 0; n < size; n++) {
      if ((n & 16383) === 16383) {
        const paused = stepPause();
        if (paused) await paused;
      }
      while (next < this.size && removed[next]) next++;
      if (changed < documents.length && (next >= this.size || documents[changed]!.seq < this.seqs[next]!)) {
        from[n] = -changed - 1;
        seqs[n] = documents[changed]!.seq;
        ids.push(documents[changed]!.id);
        changed++;
      } else {
        from[n] = next;
        seqs[n] = this.seqs[next]!;
        ids.push(this.ids[next]!);
        next++;
      }
    }
    const paths = FieldPaths.fromJSON(this.paths.toJSON());
    for (const source of sources) {
      paths.add(source);
      const paused = pause();
      if (paused) await paused;
    }
    const merged = new EntityIndex(repository, index, entity, version, seqs, ids, paths, this.permanent, this.options);
    // The extra columns too, in their least-recently-used order: the next request for one need not read everything.
    for (const [path, column] of [...this.columns])
      merged.columns.set(path, await runInSlices(mergeColumn(column, this.size, { from, sources }), stepPause));
    return merged;
  }

  has(path: string): boolean {
    return this.columns.has(path);
  }

  /** How many columns are held in memory now. */
  get columnCount(): number {
    return this.columns.size;
  }

  /**
   * The columns a request needs, building the missing ones in one pass over the stored documents (paths no document
   * holds get an empty column and no pass). Undefined when the data changed meanwhile (the ordinals would no longer
   * line up), in which case the whole index must be rebuilt.
   */
  async view(needs: FieldNeeds): Promise<IndexView | undefined> {
    // Another request may evict a column between its build and this request's turn: then build it again.
    for (let attempt = 0; attempt < 3; attempt++) {
      if (this.missing(needs).length > 0) {
        const run = this.building.then(() => this.buildMissing(needs));
        this.building = run.catch(() => undefined);
        if (!(await run)) return undefined;
      }
      const held = this.hold(needs);
      if (held) return this.viewOf(held);
    }
    throw new Error(`Columns of ${this.index}/${this.entity} were evicted as fast as they were built; try again`);
  }

  /** The needed columns, all at once (synchronously, so none is evicted meanwhile), or undefined if one is missing. */
  private hold(needs: FieldNeeds): Map<string, FieldColumn> | undefined {
    if (this.missing(needs).length > 0) return undefined;
    const held = new Map<string, FieldColumn>();
    for (const [path, text] of needs) {
      const column = this.columns.get(path);
      if (column) {
        this.touch(path, column);
        held.set(path, column);
      } else held.set(path, new FieldColumnBuilder(path, this.size, text).build());
    }
    this.evict();
    return held;
  }

  private viewOf(held: Map<string, FieldColumn>): IndexView {
    const { index, entity } = this;
    return {
      index: this,
      size: this.size,
      column(path) {
        const column = held.get(path);
        if (!column) throw new Error(`Column ${path} of ${index}/${entity} was not built before evaluation`);
        return column;
      },
    };
  }

  private missing(needs: FieldNeeds): Array<[string, boolean]> {
    return [...needs].filter(([path, text]) => {
      if (!this.paths.has(path)) return false;
      const column = this.columns.get(path);
      return !column || (text && !column.text);
    });
  }

  private touch(path: string, column: FieldColumn): void {
    if (this.permanent.has(path)) return;
    this.columns.delete(path);
    this.columns.set(path, column);
  }

  /** Drops the least recently used extra columns beyond the cap; a request holds the ones it reads itself. */
  private evict(): void {
    let extra = this.columns.size - this.permanent.size;
    for (const path of [...this.columns.keys()]) {
      if (extra <= this.options.extraColumns) return;
      if (this.permanent.has(path)) continue;
      this.columns.delete(path);
      extra--;
    }
  }

  private async buildMissing(needs: FieldNeeds): Promise<boolean> {
    const missing = this.missing(needs);
    if (missing.length === 0) return true;
    const builders = missing.map(([path, text]) => new FieldColumnBuilder(path, this.size, text));
    const pause = createYielder();
    let ordinal = 0;
    for await (const row of this.repository.scan(this.index, this.entity)) {
      if (row.seq !== this.seqs[ordinal]) return false;
      const source: unknown = JSON.parse(row.json);
      for (const builder of builders) builder.add(ordinal, source);
      ordinal++;
      const paused = pause();
      if (paused) await paused;
    }
    if (ordinal !== this.size) return false;
    if ((await this.repository.getVersion(this.index, this.entity)) !== this.version) return false;
    const columns = [];
    const stepPause = createStepYielder();
    for (const builder of builders) columns.push(await builder.buildInSlices(stepPause));
    if ((await this.repository.getVersion(this.index, this.entity)) !== this.version) return false;
    for (const column of columns) this.columns.set(column.path, column);
    return true;
  }

  ordinalsOfIds(ids: readonly string[]): number[] {
    // A typed table over the ids list (not a Map: 475 000 ids at 100 000 products).
    this.idOrdinals ??= new KeySlots(this.ids);
    const out: number[] = [];
    for (const id of ids) {
      const ordinal = this.idOrdinals.get(id);
      if (ordinal !== undefined) out.push(ordinal);
    }
    return out;
  }
}
