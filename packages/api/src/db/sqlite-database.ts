import type { Database, Statement } from 'better-sqlite3';
import { AsyncMutex } from './async-mutex.js';
import { renderSql, type RunResult, type Sql, type SqlDatabase, type SqlExecutor } from './sql.js';
import { checkOpen, type OpenTransaction, refuseInsideOwnTransaction, runInTransaction } from './transaction-scope.js';

/** Statement texts come from code, so they are few; the bound only guards against a caller that builds many. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQL port over the embedded better-sqlite3 handle (opened by `openDatabase`, which this does not change).
 *
 * better-sqlite3 runs statements synchronously and its `db.transaction` refuses async bodies, so a transaction is
 * `BEGIN IMMEDIATE` ... `COMMIT` by hand, spanning awaits. One connection serves the whole process, so while a
 * transaction is open every other statement of the process waits (an async mutex): nothing of another request can
 * land inside it, or read its uncommitted rows. Other processes are kept out by SQLite's write lock, as before.
 *
 * The mutex only sees statements issued through this class. Code that still writes through the raw handle (the
 * synchronous repositories) bypasses it: its write, issued while an async transaction waits on an await, joins that
 * transaction (better-sqlite3 nests it as a savepoint) and is rolled back with it. So the writers of a set of tables
 * move onto the port together.
 */
export class SqliteDatabase implements SqlDatabase {
  readonly dialect = 'sqlite' as const;
  readonly replica: SqlExecutor = this;
  private readonly statements = new Map<string, Statement>();
  private readonly mutex = new AsyncMutex();

  /** `ownsHandle`: `close()` closes the better-sqlite3 handle too. */
  constructor(
    readonly handle: Database,
    private readonly ownsHandle = true,
  ) {}

  all<T>(query: Sql): Promise<T[]> {
    return this.root(() => this.allNow<T>(query));
  }

  get<T>(query: Sql): Promise<T | undefined> {
    return this.root(() => this.getNow<T>(query));
  }

  run(query: Sql): Promise<RunResult> {
    return this.root(() => this.runNow(query));
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    refuseInsideOwnTransaction(this);
    const release = await this.mutex.acquire();
    const state: OpenTransaction = { owner: this, open: true };
    try {
      return await runInTransaction(state, async () => {
        this.handle.exec('BEGIN IMMEDIATE');
        try {
          const result = await work(new SqliteTransaction(this, state));
          this.handle.exec('COMMIT');
          return result;
        } catch (error) {
          if (this.handle.inTransaction) this.handle.exec('ROLLBACK');
          throw error;
        } finally {
          state.open = false;
        }
      });
    } finally {
      release();
    }
  }

  /** Lends the raw better-sqlite3 handle (e.g. to the synchronous migrations) while no transaction is open. */
  withHandle<T>(use: (handle: Database) => T): Promise<T> {
    return this.root(() => use(this.handle));
  }

  async close(): Promise<void> {
    const release = await this.mutex.acquire();
    try {
      if (this.ownsHandle && this.handle.open) this.handle.close();
    } finally {
      release();
    }
  }

  /** @internal Runs now, on the connection as it is (the caller holds the transaction). */
  allNow<T>(query: Sql): T[] {
    const [statement, values] = this.prepare(query);
    if (!statement.reader) {
      statement.run(...values);
      return [];
    }
    return statement.all(...values) as T[];
  }

  /** @internal */
  getNow<T>(query: Sql): T | undefined {
    const [statement, values] = this.prepare(query);
    if (!statement.reader) {
      statement.run(...values);
      return undefined;
    }
    return statement.get(...values) as T | undefined;
  }

  /** @internal */
  runNow(query: Sql): RunResult {
    const [statement, values] = this.prepare(query);
    return { changes: statement.run(...values).changes };
  }

  private prepare(query: Sql): [Statement, unknown[]] {
    const { text, values } = renderSql(query, 'sqlite');
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.handle.prepare(text);
      if (this.statements.size >= STATEMENT_CACHE_SIZE) {
        this.statements.delete(this.statements.keys().next().value as string);
      }
      this.statements.set(text, statement);
    }
    return [statement, values];
  }

  /** A statement outside any transaction: runs at once unless a transaction is open, then after it. */
  private async root<T>(execute: () => T): Promise<T> {
    refuseInsideOwnTransaction(this);
    if (!this.mutex.locked) return execute();
    const release = await this.mutex.acquire();
    try {
      return execute();
    } finally {
      release();
    }
  }
}

let savepoints = 0;

/** The executor handed to a transaction body; a nested `transaction` is a SAVEPOINT. */
class SqliteTransaction implements SqlExecutor {
  readonly dialect = 'sqlite' as const;
  /** Sibling savepoints run one after the other: two open at once would nest by accident. */
  private readonly nested = new AsyncMutex();

  constructor(
    private readonly db: SqliteDatabase,
    private readonly state: OpenTransaction,
  ) {}

  async all<T>(query: Sql): Promise<T[]> {
    checkOpen(this.state);
    return this.db.allNow<T>(query);
  }

  async get<T>(query: Sql): Promise<T | undefined> {
    checkOpen(this.state);
    return this.db.getNow<T>(query);
  }

  async run(query: Sql): Promise<RunResult> {
    checkOpen(this.state);
    return this.db.runNow(query);
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    checkOpen(this.state);
    const release = await this.nested.acquire();
    const name = `sp_${++savepoints}`;
    const state: OpenTransaction = { owner: this.db, open: true };
    try {
      this.db.handle.exec(`SAVEPOINT ${name}`);
      try {
        const result = await work(new SqliteTransaction(this.db, state));
        this.db.handle.exec(`RELEASE ${name}`);
        return result;
      } catch (error) {
        if (this.state.open) {
          this.db.handle.exec(`ROLLBACK TO ${name}`);
          this.db.handle.exec(`RELEASE ${name}`);
        }
        throw error;
      } finally {
        state.open = false;
      }
    } finally {
      release();
    }
  }
}
