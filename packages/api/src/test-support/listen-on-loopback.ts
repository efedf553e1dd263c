import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** Serves a test's app on a free loopback port: its base URL, and a stop that waits for the server to close. */
export async function listenOnLoopback(app: Express): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
