import { DEFAULT_BOOKING_RULES } from '@storefront/core';
import { openDatabase } from '../../db/open-database.js';
import { SpotBookingRefused } from '../spot-holds.js';
import { SqliteSpotHolds } from '../sqlite-spot-holds.js';

/**
 * One process of the two-process race (spot-holds-race.test.ts): waits until the agreed instant, then asks for the
 * last place of a spot for each of its carts, each hold in its own BEGIN IMMEDIATE transaction as the cart does, and
 * prints what happened as one JSON line. Arguments: database file, first cart id, cart count, start instant (ms).
 */
const [file, firstCart, count, startAt] = process.argv.slice(2);
const db = openDatabase(file!);
const holds = new SqliteSpotHolds({ rules: DEFAULT_BOOKING_RULES, holdMinutes: 15, secret: 'race-secret' });
const spot = { sku: 'RACE-SPOT', places: 1, hourlyRate: 2, monthlyRate: 50 };
// Widens the window between the count of places and the write of the hold (20 ms), so a check and write that were
// not one write transaction would let both processes win, instead of passing by luck of timing.
const pause = new Int32Array(new SharedArrayBuffer(4));
const slowDb = new Proxy(db, {
  get(target, key) {
    if (key !== 'prepare') return Reflect.get(target, key, target) as unknown;
    return (sql: string) => {
      if (sql.trimStart().startsWith('INSERT INTO spot_holds')) Atomics.wait(pause, 0, 0, 20);
      return target.prepare(sql);
    };
  },
});
const day = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

while (Date.now() < Number(startAt)) {
  // A busy wait of well under a second, so both processes start within the same millisecond.
}
const outcomes: string[] = [];
for (let i = 0; i < Number(count); i++) {
  const cartId = Number(firstCart) + i;
  // Overlapping periods, each different: 09:00 plus 0-3 quarters, two hours long.
  const startMinute = 15 * (cartId % 4);
  const from = `${day}T09:${String(startMinute).padStart(2, '0')}:00Z`;
  const to = `${day}T11:${String(startMinute).padStart(2, '0')}:00Z`;
  try {
    db.transaction(() =>
      holds.holdLine(
        slowDb,
        {
          cartId,
          itemId: 1,
          spot,
          bookFrom: from,
          bookTo: to,
          isMonthly: false,
          qty: 1,
          price: undefined,
          sgn: undefined,
        },
        Date.now(),
      ),
    ).immediate();
    outcomes.push('held');
  } catch (error) {
    outcomes.push(error instanceof SpotBookingRefused ? `${error.status} ${error.message}` : String(error));
  }
}
console.log(JSON.stringify(outcomes));
db.close();
