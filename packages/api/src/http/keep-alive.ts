import type { Server } from 'node:http';

/**
 * How long a process keeps an idle keep-alive connection: longer than the proxies in front of it keep theirs (nginx's
 * upstream `keepalive_timeout` in docs/deploy/storefront.nginx.conf is 60 s, a cloud balancer's idle time-out is
 * typically 60 s). Node's own 5 s lets a process close a connection at the moment the proxy sends the next request on
 * it; the proxy cannot pass a POST on to another process after that (it may have been received), so the shopper gets
 * a 502 for an order or a cart change that nothing went wrong with. The proxy must always be the one to close.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Sets the server's keep-alive time-out above the proxies' (see KEEP_ALIVE_TIMEOUT_MS). */
export function outlastProxyKeepAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // The time to receive a request's headers counts from the connection's first byte: above the idle time, or a
  // request arriving on a long-idle connection would be cut off by it.
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
}
