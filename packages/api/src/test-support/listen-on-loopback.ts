import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/**
 * Serves a test's app on a free loopback port (or on `host`, another address of this machine): its base URL, and a
 * stop that waits for the server to close.
 */
export async function listenOnLoopback(
  app: Express,
  host = '127.0.0.1',
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = app.listen(0, host);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
