import type { ErrorRequestHandler } from 'express';
import { ApiError } from './api-error.js';
import { sendError } from './envelope.js';
import { requestLog } from '../log/request-log.js';

interface HttpParserError extends Error {
  status?: number;
  type?: string;
  limit?: number;
}

/**
 * Last middleware: every failure becomes the `{code, result}` envelope; nothing escapes as HTML or a crash, and no
 * stack trace or file path reaches the client.
 */
export function errorHandler(log?: (message: string) => void): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof ApiError) return sendError(res, error.status, error.message);
    const parserError = error as HttpParserError;
    if (parserError?.type === 'entity.too.large')
      return sendError(res, 413, `Request body is larger than the limit of ${parserError.limit} bytes`);
    if (parserError?.type === 'entity.parse.failed')
      return sendError(res, 400, `Malformed JSON in the request body: ${parserError.message}`);
    if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported')
      return sendError(res, 415, parserError.message);
    if (typeof parserError?.status === 'number' && parserError.status >= 400 && parserError.status < 500)
      return sendError(res, parserError.status, parserError.message);
    if (log) log(`Unhandled error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    // The request's logger: the line carries the request id, so the failed reply and its cause can be matched.
    else requestLog(req).error({ err: error }, 'Unhandled error');
    // The message of an unexpected error may name files or internals: the log keeps it, the client gets none of it.
    sendError(res, 500, 'Internal Server Error');
  };
}
