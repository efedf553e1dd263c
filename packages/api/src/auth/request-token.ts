import type { Request } from 'express';
import { queryParam } from '../http/query-param.js';

/**
 * The customer token of a request: `Authorization: Bearer <t>` (vue-storefront-api 1.12 with `users.tokenInHeader`)
 * or `?token=<t>` (the default, docs/api.md#accounts). Guests send `token=` empty, which is no token.
 */
export function requestToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  const bearer = header?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return bearer;
  return queryParam(req, 'token') || undefined;
}
