import type { RequestHandler } from 'express';
import { sql, type SqlExecutor } from '../db/sql.js';

const CHECK_TIMEOUT_MS = 2000;

/**
 * `GET /health` of the stand-alone API, for a load balancer: 200 when the database answers, 503 while the process
 * drains (graceful shutdown) or the database does not answer within 2 s. The storefront server has its own
 * (apps/storefront/server/health.ts), which this package cannot import.
 */
export function apiHealth(options: { draining: () => boolean; db: SqlExecutor }): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/health' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    res.setHeader('Cache-Control', 'no-store');
    if (options.draining()) {
      res.setHeader('Connection', 'close');
      res.status(503).json({ status: 'draining' });
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    Promise.race([
      options.db.get(sql`SELECT 1 AS ok`),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS);
      }),
    ])
      .then(
        () => res.status(200).json({ status: 'ok' }),
        (error: unknown) => {
          console.error('[health] database check failed', error);
          res.status(503).json({ status: 'unavailable' });
        },
      )
      .finally(() => clearTimeout(timer));
  };
}
