import type { Response } from 'express';
import type { ApiEnvelope } from '@storefront/core';

/** Sends `{code, result, meta?}` with the HTTP status equal to `code` (docs/api.md#envelope-and-errors, `apiStatus`). */
export function sendEnvelope(res: Response, result: unknown, code = 200, meta?: Record<string, unknown>): void {
  const body: ApiEnvelope = meta ? { code, result, meta } : { code, result };
  res.status(code).json(body);
}

export function sendError(res: Response, code: number, message: string): void {
  sendEnvelope(res, message, code);
}
