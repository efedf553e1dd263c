/**
 * What a process knows about catalogue versions without asking the database: PostgreSQL pushes every committed
 * change (`NOTIFY catalog_changed`, see `CatalogChangeListener`), so a version read once stays good until the next
 * notice for its index/entity. Every search asks for the version; this turns that round trip into a map lookup.
 *
 * The rules that keep it correct:
 * - a notice forgets the remembered version, and a read that was under way when the notice came is not remembered
 *   (it may predate the change): the `ticket` carries the notice count it started under;
 * - a version below the newest one the primary announced is never remembered: a lagging replica is asked again on the
 *   next search, so the index is never stamped ahead of the replica's own rows, and catches up as soon as it does;
 * - while the listening connection is down, a remembered version is trusted only for `pollMs` (a short poll), and
 *   everything remembered is forgotten when it comes back (notices were missed meanwhile).
 */
export interface CatalogChangeHints {
  /** The current version of `key` (`index/entity`) as far as the notices tell, or undefined: ask the database. */
  known(key: string): number | undefined;
  /** Taken before reading the version from the database; hand it back to `remember`. */
  ticket(key: string): VersionTicket;
  remember(key: string, version: number, ticket: VersionTicket): void;
  /** This process committed `key` at `version`: its own next search must not wait for the notice to see it. */
  changed(key: string, version: number): void;
  close(): Promise<void>;
}

export interface VersionTicket {
  notices: number;
  connection: number;
}

interface Remembered {
  version: number;
  at: number;
  /** The listening connection it was read under, or 0 when none was up. */
  connection: number;
}

/** The bookkeeping of `CatalogChangeHints`, fed by a listener (kept apart so it can be tested without a database). */
export class CatalogVersionMemory {
  private readonly remembered = new Map<string, Remembered>();
  private readonly notices = new Map<string, number>();
  /** The newest version announced per key: by a notice, or by the primary's table when listening began. */
  private readonly announced = new Map<string, number>();
  /** Grows with every (re)connection of the listener; 0 while it is down. */
  private connection = 0;
  private connections = 0;

  constructor(
    private readonly pollMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The listener is listening (again); `versions` are the primary's rows read after LISTEN took effect. */
  connected(versions: ReadonlyMap<string, number>): void {
    this.remembered.clear();
    for (const [key, version] of versions) this.announce(key, version);
    this.connection = ++this.connections;
  }

  disconnected(): void {
    this.connection = 0;
  }

  /** A notice: `key` moved to `version` on the primary. */
  changed(key: string, version: number): void {
    this.notices.set(key, (this.notices.get(key) ?? 0) + 1);
    this.announce(key, version);
    this.remembered.delete(key);
  }

  known(key: string): number | undefined {
    const entry = this.remembered.get(key);
    if (!entry) return undefined;
    const trusted =
      (this.connection !== 0 && entry.connection === this.connection) || this.clock() - entry.at < this.pollMs;
    return trusted ? entry.version : undefined;
  }

  ticket(key: string): VersionTicket {
    return { notices: this.notices.get(key) ?? 0, connection: this.connection };
  }

  remember(key: string, version: number, ticket: VersionTicket): void {
    if ((this.notices.get(key) ?? 0) !== ticket.notices) return;
    if (version < (this.announced.get(key) ?? 0)) return;
    // A read begun under an earlier connection may predate a notice that connection never delivered.
    const connection = ticket.connection === this.connection ? ticket.connection : 0;
    this.remembered.set(key, { version, at: this.clock(), connection });
  }

  private announce(key: string, version: number): void {
    if (Number.isFinite(version) && version > (this.announced.get(key) ?? 0)) this.announced.set(key, version);
  }
}
