import type { Request } from 'express';
import { badRequest } from './api-error.js';

/** One query parameter as a string; a repeated parameter (`?a=1&a=2`) is a client mistake, not a list. */
export function queryParam(req: Request, name: string): string | undefined {
  const value = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`Query parameter "${name}" must be given once`);
  return value;
}
