import type { CatalogRepository } from '../db/catalog-repository.js';
import { FieldColumnBuilder, type FieldColumn } from './field-columns.js';

/** Field paths a query reads, each with whether it needs analysed text (full text, or a term filter on text). */
export type FieldNeeds = Map<string, boolean>;

export function mergeNeeds(into: FieldNeeds, path: string, text: boolean): FieldNeeds {
  into.set(path, (into.get(path) ?? false) || text);
  return into;
}

/**
 * The search view of one index/entity: documents numbered 0..size-1 in storage order, and a column per field that a
 * query has needed so far. Sources stay in the database; only the fields queries use are held in memory.
 */
export class EntityIndex {
  private readonly columns = new Map<string, FieldColumn>();
  private idOrdinals: Map<string, number> | undefined;
  /** Column builds run one after another, so concurrent requests for a new field read the catalogue once. */
  private building: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly repository: CatalogRepository,
    readonly index: string,
    readonly entity: string,
    readonly version: number,
    readonly seqs: Float64Array,
    readonly ids: string[],
  ) {}

  get size(): number {
    return this.ids.length;
  }

  /**
   * Reads every document once: numbers them and builds the given columns. Returns undefined when the data changed
   * while reading, so the caller can try again.
   */
  static async build(
    repository: CatalogRepository,
    index: string,
    entity: string,
    fields: FieldNeeds,
  ): Promise<EntityIndex | undefined> {
    const version = await repository.getVersion(index, entity);
    const size = await repository.count(index, entity);
    const seqs = new Float64Array(size);
    const ids: string[] = [];
    const builders = [...fields].map(([path, text]) => new FieldColumnBuilder(path, size, text));
    for await (const row of repository.scan(index, entity)) {
      if (ids.length >= size) return undefined;
      seqs[ids.length] = row.seq;
      const source: unknown = builders.length ? JSON.parse(row.json) : undefined;
      for (const builder of builders) builder.add(ids.length, source);
      ids.push(row.id);
    }
    if (ids.length !== size || (await repository.getVersion(index, entity)) !== version) return undefined;
    const built = new EntityIndex(repository, index, entity, version, seqs, ids);
    for (const builder of builders) built.columns.set(builder.path, builder.build());
    return built;
  }

  has(path: string): boolean {
    return this.columns.has(path);
  }

  column(path: string): FieldColumn {
    const column = this.columns.get(path);
    if (!column) throw new Error(`Column ${path} of ${this.index}/${this.entity} was not built before evaluation`);
    return column;
  }

  /**
   * Builds the missing columns in one pass over the stored documents. Returns false when the data changed meanwhile
   * (the ordinals would no longer line up), in which case the whole index must be rebuilt.
   */
  ensureColumns(needs: FieldNeeds): Promise<boolean> {
    if (this.missing(needs).length === 0) return Promise.resolve(true);
    const run = this.building.then(() => this.buildMissing(needs));
    this.building = run.catch(() => undefined);
    return run;
  }

  private missing(needs: FieldNeeds): Array<[string, boolean]> {
    return [...needs].filter(([path, text]) => {
      const column = this.columns.get(path);
      return !column || (text && !column.text);
    });
  }

  private async buildMissing(needs: FieldNeeds): Promise<boolean> {
    const missing = this.missing(needs);
    if (missing.length === 0) return true;
    const builders = missing.map(([path, text]) => new FieldColumnBuilder(path, this.size, text));
    let ordinal = 0;
    for await (const row of this.repository.scan(this.index, this.entity)) {
      if (row.seq !== this.seqs[ordinal]) return false;
      const source: unknown = JSON.parse(row.json);
      for (const builder of builders) builder.add(ordinal, source);
      ordinal++;
    }
    if (ordinal !== this.size) return false;
    if ((await this.repository.getVersion(this.index, this.entity)) !== this.version) return false;
    for (const builder of builders) this.columns.set(builder.path, builder.build());
    return true;
  }

  ordinalsOfIds(ids: readonly string[]): number[] {
    if (!this.idOrdinals) this.idOrdinals = new Map(this.ids.map((id, ordinal) => [id, ordinal]));
    const out: number[] = [];
    for (const id of ids) {
      const ordinal = this.idOrdinals.get(id);
      if (ordinal !== undefined) out.push(ordinal);
    }
    return out;
  }
}
