import { sql, type SqlDatabase } from '../../db/sql.js';
import type { TokenUseRepository } from './token-use-repository.js';

export class SqlTokenUseRepository implements TokenUseRepository {
  constructor(private readonly db: SqlDatabase) {}

  async use(tokenId: string, { max, expiresAt, now }: { max: number; expiresAt: number; now: number }) {
    return this.db.transaction(async (tx) => {
      // Counts of expired tokens are of no use any more; dropping them here keeps the table as small as the traffic.
      await tx.run(sql`DELETE FROM mail_service_token_uses WHERE expires_at < ${Math.floor(now / 1000)}`);
      // One statement counts and checks: on PostgreSQL a concurrent upsert of the same token waits for the row and
      // re-checks `uses < max` against the committed count, so the limit holds across processes.
      const counted = await tx.run(
        sql`INSERT INTO mail_service_token_uses (token_id, uses, expires_at) VALUES (${tokenId}, 1, ${expiresAt})
            ON CONFLICT (token_id) DO UPDATE SET uses = mail_service_token_uses.uses + 1
            WHERE mail_service_token_uses.uses < ${max}`,
      );
      return counted.changes === 1;
    });
  }
}
