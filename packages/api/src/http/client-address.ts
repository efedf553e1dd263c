import type { Request } from 'express';

/** The peer's address, the key of per-address limits and tokens. No proxy is trusted, so no header can forge it. */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
