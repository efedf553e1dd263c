import { setTimeout as delay } from 'node:timers/promises';
import type { SqlExecutor } from '../../db/sql.js';

/**
 * An executor that waits `ms` before each INSERT into spot_holds: it widens the window between the count of places
 * and the write of the hold, so a check and write that were not serialised would let two processes both win
 * instead of passing by luck of timing. Nested transactions are wrapped too.
 */
export function slowSpotInserts(executor: SqlExecutor, ms = 20): SqlExecutor {
  return {
    dialect: executor.dialect,
    all: (query) => executor.all(query),
    get: (query) => executor.get(query),
    run: async (query) => {
      if ((query.strings[0] ?? '').trimStart().startsWith('INSERT INTO spot_holds')) await delay(ms);
      return executor.run(query);
    },
    transaction: (work, options) => executor.transaction((tx) => work(slowSpotInserts(tx, ms)), options),
  };
}
