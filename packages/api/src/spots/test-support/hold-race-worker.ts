import { DEFAULT_BOOKING_RULES } from '@storefront/core';
import { openSqlDatabase } from '../../db/open-sql-database.js';
import { sql } from '../../db/sql.js';
import { SpotBookingRefused } from '../spot-holds.js';
import { SqlSpotHolds } from '../sql-spot-holds.js';
import { slowSpotInserts } from './slow-spot-inserts.js';
import { spotLineRequest, testSpotTerms } from './spot-lines.js';

/**
 * One process of the two-process race (spot-holds-race.test.ts): connects, prints `ready`, waits for a line on its
 * standard input (the test sends it to both processes at once), then asks for the
 * last place of a spot for each of its carts, each hold in its own write transaction as the cart does, and prints
 * what happened as one JSON line. The database comes from the environment (`DATABASE_URL` for PostgreSQL, else
 * `DATABASE_FILE`). Arguments: first cart id, cart count.
 */
const [firstCart, count] = process.argv.slice(2);
const db = await openSqlDatabase({
  databaseFile: process.env.DATABASE_FILE ?? '',
  databaseUrl: process.env.DATABASE_URL,
  databaseReplicaUrl: undefined,
});
const holds = new SqlSpotHolds({ rules: DEFAULT_BOOKING_RULES, holdMinutes: 15, secret: 'race-secret' });
const spot = testSpotTerms('RACE-SPOT', 1);
const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

// Connected before the start, so neither process begins late by its first connection.
await db.transaction((tx) => tx.get(sql`SELECT 1 AS warm`));
console.log('ready');
await new Promise((go) => process.stdin.once('data', go));
process.stdin.pause();
const outcomes: string[] = [];
for (let i = 0; i < Number(count); i++) {
  const cartId = Number(firstCart) + i;
  // Overlapping periods, each different: 09:00 plus 0-3 quarters, two hours long.
  const startMinute = 15 * (cartId % 4);
  const from = `${day}T09:${String(startMinute).padStart(2, '0')}:00Z`;
  const to = `${day}T11:${String(startMinute).padStart(2, '0')}:00Z`;
  try {
    await db.transaction((tx) =>
      holds.holdLine(
        slowSpotInserts(tx, 50),
        spotLineRequest({ cartId, spot, bookFrom: from, bookTo: to }),
        Date.now(),
      ),
    );
    outcomes.push('held');
  } catch (error) {
    outcomes.push(error instanceof SpotBookingRefused ? `${error.status} ${error.message}` : String(error));
  }
}
console.log(JSON.stringify(outcomes));
await db.close();
