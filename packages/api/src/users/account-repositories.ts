import type { Database } from 'better-sqlite3';
import { SqliteTokenRepository } from './sqlite-token-repository.js';
import { SqliteUserRepository } from './sqlite-user-repository.js';
import type { TokenRepository } from './token-repository.js';
import type { UserRepository } from './user-repository.js';

export interface AccountRepositories {
  users: UserRepository;
  tokens: TokenRepository;
}

/** The account storage over the API's SQLite database (a PostgreSQL choice can be added here later). */
export function sqliteAccountRepositories(db: Database, now: () => number = Date.now): AccountRepositories {
  return { users: new SqliteUserRepository(db, now), tokens: new SqliteTokenRepository(db) };
}
