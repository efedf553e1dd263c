import type { CatalogChange } from '@storefront/api';
import { tagsOfProductChanges } from '../../app/lib/cache-tags.js';
import type { OutputCacheStore } from './output-cache-store.js';
import { logger } from '../../app/lib/logger.server.js';

/** The product version of each catalogue index, as an entry and a request see them. */
export type ProductVersions = Record<string, number>;

/** What the follower reads of the catalogue (`CatalogRepository` fits). */
export interface ProductChangeSource {
  getVersion(index: string, entity: string): Promise<number>;
  changesBetween(index: string, entity: string, after: number, upTo: number): Promise<CatalogChange[] | undefined>;
}

/** Change rows remembered per index: those a recent version move read, for the entries rendered just before it. */
const REMEMBERED_VERSIONS = 2000;

/**
 * Turns a moved product version into the invalidation of the pages it concerns (docs/adr/0015): each process reads
 * the product versions on every request (one in-process query per index on SQLite, a memory lookup with PostgreSQL's
 * notices, as the catalogue stamp always did) and, when one moved, reads the change log in between and drops the pages
 * tagged with the changed products, their old and new categories and home, before answering. Every process does it
 * (an invalidation is idempotent), so memory stores and Redis alike learn of every import.
 */
export class ProductChangeFollower {
  private readonly followed = new Map<string, number>();
  private following: Promise<void> = Promise.resolve();
  private readonly rows = new Map<string, Map<number, CatalogChange>>();

  constructor(
    private readonly source: ProductChangeSource,
    private readonly indices: readonly string[],
    private readonly store: Pick<OutputCacheStore, 'invalidateTags' | 'invalidateAll' | 'claim'>,
  ) {}

  /** The current product versions, once the pages their changes concern are dropped. */
  async current(): Promise<ProductVersions> {
    const read = await Promise.all(this.indices.map((index) => this.source.getVersion(index, 'product')));
    const versions: ProductVersions = {};
    this.indices.forEach((index, at) => (versions[index] = read[at]!));
    if (this.indices.some((index) => this.followed.get(index) !== versions[index])) {
      // One at a time: concurrent requests that saw the same move wait for the one invalidation.
      const run = this.following.then(() => this.follow(versions));
      this.following = run.catch(() => undefined);
      await run;
    }
    return versions;
  }

  /** The versions whose changes this process has dropped the pages of (no query: for the check before storing). */
  get latest(): ProductVersions {
    return Object.fromEntries(this.followed);
  }

  /**
   * Whether the product changes from `from` to `to` may alter a page carrying `tags`: a change log row naming one of
   * them, or one that cannot tell (unbounded, pruned). `tags` undefined: the page follows no tags (any change).
   */
  async touches(from: ProductVersions, to: ProductVersions, tags: readonly string[] | undefined): Promise<boolean> {
    for (const index of this.indices) {
      const after = from[index];
      const upTo = to[index];
      if (upTo === undefined || (after !== undefined && upTo <= after)) continue;
      if (after === undefined || !tags) return true;
      const changed = tagsOfProductChanges((await this.changesBetween(index, after, upTo)) ?? [{ categoryIds: [] }]);
      if (!changed) return true;
      const carried = new Set(tags);
      if (changed.some((tag) => carried.has(tag))) return true;
    }
    return false;
  }

  private async follow(versions: ProductVersions): Promise<void> {
    for (const index of this.indices) {
      const to = versions[index]!;
      const from = this.followed.get(index);
      // The first look only sets the start (a store this process kept is empty; a shared one is checked on each hit),
      // and a read that lags behind one already followed changes nothing.
      if (from === undefined || to <= from) {
        if (from === undefined) this.followed.set(index, to);
        continue;
      }
      try {
        const ours = await this.claimed(index, from, to);
        if (ours.size > 0) {
          const rows = await this.changesBetween(index, from, to);
          const tags = tagsOfProductChanges(rows?.filter((row) => ours.has(row.version)) ?? [{ categoryIds: [] }]);
          if (!tags) await this.store.invalidateAll();
          else if (tags.length > 0) await this.store.invalidateTags(tags);
        }
      } catch (error) {
        // Not fatal: an entry older than the version it is read under is checked against the log before it is served.
        logger.error({ err: error }, '[output-cache] could not drop the pages of a catalogue change');
      }
      this.followed.set(index, to);
    }
  }

  /**
   * The versions of (from, to] whose pages this process drops: all of them, or with a shared store (Redis) those no
   * other process claimed first. Another process's late invalidation would drop the pages this one re-rendered.
   */
  private async claimed(index: string, from: number, to: number): Promise<Set<number>> {
    const versions = Array.from({ length: to - from }, (_, at) => from + 1 + at);
    const claim = this.store.claim?.bind(this.store);
    // Beyond the log's reach everything is dropped anyway; not worth a claim per version.
    if (!claim || versions.length > REMEMBERED_VERSIONS) return new Set(versions);
    const won = await Promise.all(versions.map((version) => claim(`${index}:${version}`)));
    return new Set(versions.filter((_, at) => won[at]));
  }

  /** The change rows of (after, upTo], remembered once read; undefined when the log cannot tell. */
  private async changesBetween(index: string, after: number, upTo: number): Promise<CatalogChange[] | undefined> {
    let known = this.rows.get(index);
    const cached: CatalogChange[] = [];
    for (let version = after + 1; known && version <= upTo; version++) {
      const row = known.get(version);
      if (!row) break;
      cached.push(row);
    }
    if (cached.length === upTo - after) return cached;
    const read = await this.source.changesBetween(index, 'product', after, upTo);
    if (!read) return undefined;
    if (!known) this.rows.set(index, (known = new Map()));
    for (const row of read) known.set(row.version, row);
    // Map order is insertion order, close to version order: the oldest go first.
    for (const version of known.keys()) {
      if (known.size <= REMEMBERED_VERSIONS) break;
      known.delete(version);
    }
    return read;
  }
}
