import type { AddressInfo } from 'node:net';

/** Addresses that mean "every interface": a browser on this machine reaches them as localhost. */
const EVERY_INTERFACE = new Set(['', '0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

/**
 * The URL a start banner names for a server listening at `address` (what `server.address()` answers): the address
 * actually listened on (`HOST=192.168.1.20` prints `http://192.168.1.20:3000`, an IPv6 one in brackets), and
 * `localhost` only when it listens on every interface (the default `0.0.0.0`), where localhost reaches it.
 */
export function listeningUrl(address: AddressInfo | string | null, fallback: { host: string; port: number }): string {
  const host = typeof address === 'object' && address ? address.address : fallback.host;
  const port = typeof address === 'object' && address ? address.port : fallback.port;
  if (EVERY_INTERFACE.has(host)) return `http://localhost:${port}`;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
