import { isIP } from 'node:net';
import type { Express, Request } from 'express';
import type { ApiConfig } from '../config.js';

/**
 * Sets Express's 'trust proxy' from `http.trustProxy` on an app that reads client addresses (the stand-alone API and
 * the storefront server, whose app the embedded API's routers run in). Express (proxy-addr) then walks
 * `X-Forwarded-For` from the socket's peer leftwards only while each hop is trusted, so a header from an untrusted
 * peer changes nothing. A list always includes loopback: the storefront's own server-side calls reach its API from
 * this machine and name the shopper.
 */
export function applyTrustProxy(app: Express, setting: ApiConfig['http']['trustProxy']): void {
  const value = typeof setting === 'number' ? setting : [...new Set(['loopback', ...setting])];
  try {
    app.set('trust proxy', value);
  } catch (error) {
    throw new Error(`Invalid http.trustProxy (TRUST_PROXY): ${(error as Error).message}`);
  }
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a zone such as `%eth0` dropped), or undefined. */
function ipv6Groups(address: string): string[] | undefined {
  const bare = address.split('%')[0]!;
  if (isIP(bare) !== 6 || bare.includes('.')) return undefined;
  const [head, tail] = bare.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => (Number.parseInt(group, 16) || 0).toString(16));
}

/**
 * The key of one client: `::ffff:1.2.3.4` (how a dual-stack socket reports an IPv4 peer) is `1.2.3.4`; an IPv6 client
 * is its /64 network (`2001:db8:1:2::/64`), because one subscriber is routed a whole /64 (RFC 6177) and could
 * otherwise take a fresh address for every request and never meet a per-address limit. `::1` stays itself.
 */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const groups = ipv6Groups(address);
  if (!groups || address === '::1') return address.toLowerCase();
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/**
 * The client of a request, the key of per-address limits and tokens: `req.ip` under the app's 'trust proxy'
 * ({@link applyTrustProxy}), i.e. the peer itself unless the peer is a trusted proxy that says who it forwards for.
 * The one way to ask; nothing else reads the socket's address or `X-Forwarded-For` for a limit.
 */
export function clientAddress(req: Request): string {
  const socketAddress = req.socket.remoteAddress;
  const address = req.ip && isIP(req.ip) ? req.ip : socketAddress;
  return address ? normaliseAddress(address) : 'unknown';
}
