import { logLevelOf } from '@storefront/core';
import { pino, type Logger } from 'pino';

/**
 * The storefront server's logger (server code and the route modules' server side): JSON lines on stderr at
 * `LOG_LEVEL` (default `info`; the unit tests set `silent`), like the API's logger, whose lines it sits beside when the
 * API is embedded. Inside a request, prefer `req.log`: the request logger gives it the request id.
 */
export const logger = pino(
  { name: 'storefront', level: logLevelOf(process.env) },
  pino.destination({ dest: 2, sync: true }),
);

/** The request's logger (its lines carry the request id), or the server's own where no request logger ran (tests). */
export function requestLog(req: object): Logger {
  return (req as { log?: Logger }).log ?? logger;
}
