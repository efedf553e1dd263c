import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { logger as apiLogger } from './logger.js';

/** A request id a proxy or a client may hand us: short, and nothing that could forge a log line or a field. */
const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/** The incoming `X-Request-Id` when it is a safe short token (a proxy's id joins its logs to ours); else a new one. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Gives every request an id and `req.log`, a logger whose lines carry it (`reqId`). The line at the end of a request
 * is an error for a 5xx reply and otherwise `info` when `logEveryRequest` (LOG_REQUESTS) or else `debug`, so a busy
 * shop logs its failures by default. The line names method, path and status: no header, query or body, where
 * tokens and personal data travel.
 */
export function requestLogger(logger: Logger, options: { logEveryRequest?: boolean } = {}): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: (req) => (req.id as string | undefined) ?? requestId(req),
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : options.logEveryRequest ? 'info' : 'debug',
    serializers: {
      req: (req: { id: unknown; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        path: req.url.split('?')[0],
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }) as unknown as RequestHandler;
}

/** The request's logger (its lines carry the request id), or the API's own where no request logger ran (tests). */
export function requestLog(req: IncomingMessage): Logger {
  return (req as { log?: Logger }).log ?? apiLogger;
}
