import { type FamilyRevocations, noFamilyRevocations } from '../auth/family-revocations.js';
import type { SqlDatabase } from '../db/sql.js';
import { SqlTokenRepository } from './sql-token-repository.js';
import { SqlUserRepository } from './sql-user-repository.js';
import type { TokenRepository } from './token-repository.js';
import type { UserRepository } from './user-repository.js';

export interface AccountRepositories {
  users: UserRepository;
  tokens: TokenRepository;
}

/**
 * The account storage over the API's database (SQLite or PostgreSQL, always its primary). Both repositories
 * announce the token families they revoke to `revocations` once the revoking transaction has committed.
 */
export function sqlAccountRepositories(
  db: SqlDatabase,
  now: () => number = Date.now,
  revocations: FamilyRevocations = noFamilyRevocations,
): AccountRepositories {
  return { users: new SqlUserRepository(db, now, revocations), tokens: new SqlTokenRepository(db, revocations) };
}
