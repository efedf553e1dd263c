import type { RequestHandler } from 'express';
import { sql, type SqlExecutor } from '../db/sql.js';
import { requestLog } from '../log/request-log.js';

export interface HealthOptions {
  /** True once the process stopped taking new work (graceful shutdown): the balancer must send it nothing more. */
  draining: () => boolean;
  /** Rejects (or throws) when the database cannot answer. */
  checkDatabase?: () => Promise<void> | void;
}

const CHECK_TIMEOUT_MS = 2000;

/** The health check of a process that has the shop's database: one trivial query. */
export function databaseAnswers(db: SqlExecutor): () => Promise<void> {
  return async () => void (await db.get(sql`SELECT 1 AS ok`));
}

/**
 * `GET /health` for the load balancer, of the storefront server and of the stand-alone API: 200 `{status:'ok'}` when the
 * database answers within 2 s, 503 while draining (graceful shutdown) or broken.
 */
export function healthRoute(options: HealthOptions): RequestHandler {
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
      Promise.resolve().then(() => options.checkDatabase?.()),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('database check timed out')), CHECK_TIMEOUT_MS);
      }),
    ])
      .then(
        () => res.status(200).json({ status: 'ok' }),
        (error: unknown) => {
          requestLog(req).error({ err: error }, '[health] database check failed');
          res.status(503).json({ status: 'unavailable' });
        },
      )
      .finally(() => clearTimeout(timer));
  };
}
