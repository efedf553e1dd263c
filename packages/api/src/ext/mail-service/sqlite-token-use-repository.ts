import type { Database } from 'better-sqlite3';
import type { TokenUseRepository } from './token-use-repository.js';

export class SqliteTokenUseRepository implements TokenUseRepository {
  constructor(private readonly db: Database) {}

  async use(tokenId: string, { max, expiresAt, now }: { max: number; expiresAt: number; now: number }) {
    return this.db.transaction(() => {
      // Counts of expired tokens are of no use any more; dropping them here keeps the table as small as the traffic.
      this.db.prepare('DELETE FROM mail_service_token_uses WHERE expires_at < ?').run(Math.floor(now / 1000));
      const counted = this.db
        .prepare(
          `INSERT INTO mail_service_token_uses (token_id, uses, expires_at) VALUES (?, 1, ?)
           ON CONFLICT (token_id) DO UPDATE SET uses = uses + 1 WHERE uses < ?`,
        )
        .run(tokenId, expiresAt, max);
      return counted.changes === 1;
    })();
  }
}
