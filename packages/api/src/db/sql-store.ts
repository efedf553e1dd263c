import type { SqlExecutor } from './sql.js';

/**
 * A store of SQL statements bound to one executor: the database for reads outside a transaction, or a transaction
 * (`in(tx)`) so that its writes commit together with the rest of the request's. Its rows' time stamps come from the
 * given clock, so tests can move time.
 */
export abstract class SqlStore {
  constructor(
    readonly db: SqlExecutor,
    protected readonly now: () => number,
  ) {}

  /** The same store over a transaction's executor. */
  in(tx: SqlExecutor): this {
    // Every store keeps this constructor, so the copy is of the caller's own class.
    const Store = this.constructor as new (db: SqlExecutor, now: () => number) => this;
    return new Store(tx, this.now);
  }

  /** The clock's time as the ISO text the tables store. */
  protected at = () => new Date(this.now()).toISOString();
}
