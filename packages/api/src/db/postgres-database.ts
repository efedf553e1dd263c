import type { CustomTypesConfig, Pool, PoolClient, QueryResult } from 'pg';
import {
  renderSql,
  type RunResult,
  type Sql,
  type SqlDatabase,
  type SqlExecutor,
  type TransactionOptions,
} from './sql.js';
import { checkOpen, type OpenTransaction, refuseInsideOwnTransaction, runInTransaction } from './transaction-scope.js';

export interface PostgresDatabaseOptions {
  url: string;
  /** A streaming replica for reads that may lag (`DATABASE_REPLICA_URL`). */
  replicaUrl?: string;
  /** Connections per pool. */
  poolSize?: number;
}

/** Serialization failure and deadlock: PostgreSQL gave the transaction up, and running it again is the fix. */
const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 3;

const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** Errors that mean "this server is not answering", as opposed to an error of the statement. */
function isConnectionError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') {
    return (
      code.startsWith('08') ||
      code.startsWith('57P') ||
      ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code)
    );
  }
  return error instanceof Error && /Connection terminated|connection timeout/i.test(error.message);
}

type Query = (text: string, values: unknown[]) => Promise<QueryResult>;

/** all/get/run over one way of sending a query (the pool, or the connection of a transaction). */
abstract class PostgresExecutor implements SqlExecutor {
  readonly dialect = 'postgres' as const;

  protected abstract query(query: Sql): Promise<QueryResult>;
  abstract transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T>;

  async all<T>(query: Sql): Promise<T[]> {
    return (await this.query(query)).rows as T[];
  }

  async get<T>(query: Sql): Promise<T | undefined> {
    return (await this.query(query)).rows[0] as T | undefined;
  }

  async run(query: Sql): Promise<RunResult> {
    return { changes: (await this.query(query)).rowCount ?? 0 };
  }
}

let savepoints = 0;

async function takeLocks(send: Query, locks: readonly string[] | undefined): Promise<void> {
  // Sorted, so two transactions wanting the same keys queue instead of deadlocking crosswise.
  for (const key of [...new Set(locks ?? [])].sort()) {
    await send('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
  }
}

/** The executor handed to a transaction body: its statements go to the transaction's connection. */
class PostgresTransaction extends PostgresExecutor {
  constructor(
    private readonly send: Query,
    private readonly state: OpenTransaction,
  ) {
    super();
  }

  protected query(query: Sql): Promise<QueryResult> {
    checkOpen(this.state);
    const { text, values } = renderSql(query, 'postgres');
    return this.send(text, values);
  }

  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T> {
    checkOpen(this.state);
    const name = `sp_${++savepoints}`;
    const state: OpenTransaction = { owner: this.state.owner, open: true };
    await this.send(`SAVEPOINT ${name}`, []);
    try {
      await takeLocks(this.send, options?.locks);
      const result = await work(new PostgresTransaction(this.send, state));
      await this.send(`RELEASE SAVEPOINT ${name}`, []);
      return result;
    } catch (error) {
      // A failed statement aborts the whole transaction; rolling back to the savepoint makes the outer one usable.
      // Should that fail too (a lost connection), the outer transaction meets the original error and rolls back.
      await this.send(`ROLLBACK TO SAVEPOINT ${name}`, [])
        .then(() => this.send(`RELEASE SAVEPOINT ${name}`, []))
        .catch(() => {});
      throw error;
    } finally {
      state.open = false;
    }
  }
}

/** Statements straight on a pool; a transaction takes one of its connections for the whole body. */
class PoolExecutor extends PostgresExecutor {
  constructor(
    protected readonly pool: Pool,
    private readonly owner: object,
  ) {
    super();
  }

  protected query(query: Sql): Promise<QueryResult> {
    refuseInsideOwnTransaction(this.owner);
    const { text, values } = renderSql(query, 'postgres');
    return this.pool.query(text, values);
  }

  /**
   * BEGIN, the advisory locks, the body, COMMIT. After a serialization failure or deadlock the whole transaction runs
   * again (the body at most 3 times in all), so a body must have no effect outside the database before it resolves.
   */
  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T> {
    refuseInsideOwnTransaction(this.owner);
    const client: PoolClient = await this.pool.connect();
    let broken: Error | undefined;
    const send: Query = (text, values) => client.query(text, values);
    try {
      for (let attempt = 1; ; attempt++) {
        const state: OpenTransaction = { owner: this.owner, open: true };
        try {
          return await runInTransaction(state, async () => {
            await send('BEGIN', []);
            await takeLocks(send, options?.locks);
            const result = await work(new PostgresTransaction(send, state));
            await send('COMMIT', []);
            return result;
          });
        } catch (error) {
          try {
            await send('ROLLBACK', []);
          } catch (rollbackError) {
            broken = rollbackError as Error;
            throw error;
          }
          const code = (error as { code?: unknown } | null)?.code;
          if (attempt >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw error;
        } finally {
          state.open = false;
        }
      }
    } finally {
      // A connection whose state is unknown is dropped instead of going back to the pool.
      client.release(broken);
    }
  }
}

/** Reads of the replica; while it does not answer they go to the primary (a replica is an optimisation). */
class ReplicaExecutor extends PoolExecutor {
  constructor(
    pool: Pool,
    owner: object,
    private readonly primary: PrimaryExecutor,
  ) {
    super(pool, owner);
  }

  protected override async query(query: Sql): Promise<QueryResult> {
    try {
      return await super.query(query);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      return this.primary.queryOnPool(query);
    }
  }
}

/** The SQL port over PostgreSQL: a pool on the primary and, optionally, one on a streaming replica. */
export class PostgresDatabase extends PostgresExecutor implements SqlDatabase {
  readonly replica: SqlExecutor;
  private readonly primary: PrimaryExecutor;

  private constructor(
    private readonly pool: Pool,
    private readonly replicaPool: Pool | undefined,
  ) {
    super();
    this.primary = new PrimaryExecutor(pool, this);
    this.replica = replicaPool ? new ReplicaExecutor(replicaPool, this, this.primary) : this.primary;
  }

  /** `pg` is loaded here, on first use, so the embedded (SQLite) install never needs it at run time. */
  static async open(options: PostgresDatabaseOptions): Promise<PostgresDatabase> {
    const pg = (await import('pg')).default;
    // Epoch milliseconds, ids and count(*) are int8; every one of them fits a double, and the SQLite side answers numbers.
    const types: CustomTypesConfig = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as CustomTypesConfig['getTypeParser'],
    };
    const poolFor = (connectionString: string) => {
      const pool = new pg.Pool({ connectionString, types, max: options.poolSize ?? 10 });
      // An idle connection dropped by the server must not crash the process; the next query reconnects.
      pool.on('error', () => {});
      return pool;
    };
    return new PostgresDatabase(poolFor(options.url), options.replicaUrl ? poolFor(options.replicaUrl) : undefined);
  }

  protected query(query: Sql): Promise<QueryResult> {
    return this.primary.queryOnPool(query);
  }

  transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T> {
    return this.primary.transaction(work, options);
  }

  async close(): Promise<void> {
    await Promise.all([this.pool.end(), this.replicaPool?.end()]);
  }
}

class PrimaryExecutor extends PoolExecutor {
  queryOnPool(query: Sql): Promise<QueryResult> {
    return this.query(query);
  }
}
