/** One versioned schema step, written for both dialects. */
export interface Migration {
  version: number;
  name: string;
  /** The SQLite text (byte-identical to what released databases ran). */
  sqlite: string;
  /** The same schema step for PostgreSQL (`migrateSqlDatabase`). */
  postgres: string;
}
