import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientAddress } from '@storefront/api';
import type { Request, RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { requestLog } from '../app/lib/logger.server.js';

/** The paths the shop's API answers under (the same as in embedded mode, create-storefront-server.ts). */
export const API_PATHS = ['/api', '/img', '/graphql', '/dev/mail'] as const;

/** Whether `path` is one of API_PATHS or under one (`/api/cart`, not `/apiary`). */
export function isApiPath(path: string): boolean {
  return API_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** What a shopper's browser gets when the API process does not answer: the API's own error envelope. */
export const API_UNREACHABLE = 'The shop is briefly unavailable: please try again in a moment';

/** How long an API answer may take before the storefront gives up on it (a placement waits on a payment provider). */
const API_TIMEOUT_MS = 60_000;

/**
 * Passes the browser's API requests (`/api`, `/img`, `/graphql`, `/dev/mail`) to the API at `target`, as they came:
 * the body is streamed, never parsed here, and the Host stays the shop's, so the API's same-origin checks (CORS
 * writes, the back-office's own-origin rule) see the shop the browser sees.
 *
 * The client the API's limits key on is the one this server worked out (`http.trustProxy`), sent as the only
 * `X-Forwarded-For` entry: a browser's own `X-Forwarded-For` never reaches the API, and the API trusts the loopback
 * peer to name it (docs/security.md#the-real-client-behind-a-proxy). docs/deployment.md#one-search-process-per-machine.
 */
export function apiProxy(target: string): RequestHandler {
  const proxy = createProxyMiddleware<Request, ServerResponse>({
    target,
    changeOrigin: false,
    xfwd: false,
    proxyTimeout: API_TIMEOUT_MS,
    timeout: API_TIMEOUT_MS,
    // Mounted at the root (Express would strip a mount path from the URL): the API answers under the same paths.
    pathFilter: (path) => isApiPath(path),
    on: {
      proxyReq: (proxyReq, req) => {
        // What this server concluded, not what the request claimed (the API believes its loopback peer).
        proxyReq.setHeader('X-Forwarded-For', clientAddress(req));
        proxyReq.setHeader('X-Forwarded-Proto', req.protocol);
        for (const claimed of ['Forwarded', 'X-Forwarded-Host', 'X-Forwarded-Port', 'X-Real-IP'])
          proxyReq.removeHeader(claimed);
      },
      error: (error, req, res) => {
        const request = req as Request;
        requestLog(request).error({ err: error, target }, 'The API process did not answer');
        // A socket (an upgrade) has no status line to write; a reply already under way can only be cut.
        if (!('setHeader' in res)) return res.destroy();
        const reply = res as ServerResponse<IncomingMessage>;
        if (reply.headersSent) return reply.destroy();
        reply.statusCode = 502;
        reply.setHeader('Content-Type', 'application/json; charset=utf-8');
        reply.setHeader('Cache-Control', 'no-store');
        reply.end(JSON.stringify({ code: 502, result: API_UNREACHABLE }));
      },
    },
  });
  return proxy as unknown as RequestHandler;
}
