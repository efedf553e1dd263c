const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;

/** '' or an absolute http(s) URL whose origin the shop is reached at; anything else is a configuration mistake. */
export function isPublicUrl(value: string): boolean {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

export interface PublicOriginInput {
  /** `server.publicUrl`: what production sets. */
  configured: string;
  /** The request's Host header: trusted only when it names this machine, which a remote client cannot exploit. */
  requestHost: string | undefined;
  /** Port the server listens on, for the local default. */
  port: number;
}

/**
 * The origin for canonical links, JSON-LD, the sitemap and AMP links. Never taken from a remote request's Host header,
 * which anyone can forge (cache poisoning, links to another site): the configured URL, else the loopback host the
 * developer browses with, else `http://localhost:{port}`.
 */
export function resolvePublicOrigin({ configured, requestHost, port }: PublicOriginInput): string {
  if (configured !== '') return new URL(configured).origin;
  if (requestHost && LOOPBACK_HOST.test(requestHost)) return `http://${requestHost.toLowerCase()}`;
  return `http://localhost:${port}`;
}
