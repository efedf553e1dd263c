/**
 * The SQL port: one async interface over SQLite (embedded) and PostgreSQL (scale-out), so a repository is written
 * once. Queries are built with the `sql` tagged template: every interpolated value becomes a bound parameter, never
 * text. Identifiers (table and column names) are never parameters; `ident` quotes a checked name.
 */
export type Dialect = 'sqlite' | 'postgres';

const FRAGMENT = Symbol('sql fragment');

/** A query (or a piece of one) that is rendered to text and parameters only by the adapter, for its dialect. */
export interface Sql {
  readonly [FRAGMENT]: true;
  readonly strings: readonly string[];
  readonly values: readonly unknown[];
}

class Identifier {
  constructor(readonly name: string) {}
}

class InList {
  constructor(
    readonly values: readonly unknown[],
    readonly negated: boolean,
  ) {}
}

function fragment(strings: readonly string[], values: readonly unknown[]): Sql {
  return { [FRAGMENT]: true, strings, values };
}

function isSql(value: unknown): value is Sql {
  return typeof value === 'object' && value !== null && FRAGMENT in value;
}

/** Builds a query; `${value}` is a parameter, `${sql`...`}` is inlined, `${ident(name)}`/`${inList(xs)}` as documented. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return fragment([...strings], values);
}

/**
 * Query text that is a constant of the code (a migration script), never built from input. It takes no parameters,
 * so PostgreSQL runs it with the simple protocol, which allows several statements in one text.
 */
export function trustedSql(text: string): Sql {
  return fragment([text], []);
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** A table or column name, double-quoted; refused unless it is a plain identifier. */
export function ident(name: string): Identifier {
  if (!IDENTIFIER.test(name)) throw new Error(`Not a plain SQL identifier: ${JSON.stringify(name)}`);
  return new Identifier(name);
}

/**
 * `column ${inList(values)}` is true when the column equals one of the values: one parameter whatever the length
 * (SQLite: `IN (SELECT value FROM json_each(?))`, PostgreSQL: `= ANY($n)`), so the statement text stays cacheable.
 * An empty list matches nothing. Values are strings or numbers (of one type, the column's).
 */
export function inList(values: readonly (string | number)[]): InList {
  return new InList(values, false);
}

/** `column ${notInList(values)}`: the column equals none of the values (an empty list matches every row). */
export function notInList(values: readonly (string | number)[]): InList {
  return new InList(values, true);
}

/** Joins fragments with a separator (itself a constant), e.g. the SET list of an UPDATE. */
export function joinSql(parts: readonly Sql[], separator = ', '): Sql {
  const strings: string[] = [''];
  const values: unknown[] = [];
  parts.forEach((part, i) => {
    if (i > 0) strings[strings.length - 1] += separator;
    values.push(part);
    strings.push('');
  });
  return fragment(strings, values);
}

export interface RenderedSql {
  text: string;
  values: unknown[];
}

/** Booleans are stored as 0/1 (the schema's INTEGER flags in both dialects); `undefined` is NULL. */
function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** The text and parameters of a query for one dialect: `?` placeholders for SQLite, `$1..$n` for PostgreSQL. */
export function renderSql(query: Sql, dialect: Dialect): RenderedSql {
  const values: unknown[] = [];
  const placeholder = (value: unknown): string => {
    values.push(bindable(value));
    return dialect === 'postgres' ? `$${values.length}` : '?';
  };
  const walk = (part: Sql): string => {
    let text = part.strings[0] ?? '';
    part.values.forEach((value, i) => {
      if (isSql(value)) text += walk(value);
      else if (value instanceof Identifier) text += `"${value.name}"`;
      else if (value instanceof InList) {
        const list = value.values.map(bindable);
        if (dialect === 'postgres')
          text += value.negated ? `<> ALL(${placeholder(list)})` : `= ANY(${placeholder(list)})`;
        else
          text += `${value.negated ? 'NOT IN' : 'IN'} (SELECT value FROM json_each(${placeholder(JSON.stringify(list))}))`;
      } else text += placeholder(value);
      text += part.strings[i + 1] ?? '';
    });
    return text;
  };
  return { text: walk(query), values };
}

export interface RunResult {
  changes: number;
}

export interface TransactionOptions {
  /**
   * Keys serialised across processes for the whole transaction (PostgreSQL: `pg_advisory_xact_lock` per key, taken in
   * sorted order so two transactions never wait on each other crosswise). SQLite needs none: `BEGIN IMMEDIATE`
   * already serialises every writer.
   */
  locks?: readonly string[];
}

export interface SqlExecutor {
  readonly dialect: Dialect;
  all<T>(query: Sql): Promise<T[]>;
  get<T>(query: Sql): Promise<T | undefined>;
  /** Ids come back through `RETURNING`, never from a last-insert id. */
  run(query: Sql): Promise<RunResult>;
  /**
   * Runs `work` in a transaction: committed when it resolves, rolled back when it throws. Inside, use only `tx`;
   * a nested call is a SAVEPOINT (rolled back alone when its work throws). Await nothing but `tx` in the body
   * (no fetch, mail or search): SQLite holds its write lock meanwhile.
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>, options?: TransactionOptions): Promise<T>;
}

export interface SqlDatabase extends SqlExecutor {
  close(): Promise<void>;
  /** Where reads that may lag behind (the catalogue) go: a streaming replica when configured, else the primary. */
  readonly replica: SqlExecutor;
}

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** A unique or primary-key violation (SQLite `SQLITE_CONSTRAINT_UNIQUE|PRIMARYKEY`, PostgreSQL 23505). */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/**
 * The database could not take a lock now, or gave up a transaction to resolve a conflict: worth another try later
 * (SQLite `SQLITE_BUSY*`/`SQLITE_LOCKED*`; PostgreSQL 55P03 lock not available, 40001 serialization failure, 40P01
 * deadlock).
 */
export function isBusy(error: unknown): boolean {
  const code = errorCode(error);
  if (code === undefined) return false;
  return (
    code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED') || ['55P03', '40001', '40P01'].includes(code)
  );
}
