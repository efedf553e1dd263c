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
  /** `server.publicUrl` (`STOREFRONT_PUBLIC_URL`): what production sets. */
  configured: string;
  /** Address the server listens on (`HOST`); a wildcard address (0.0.0.0, ::) or none means localhost. */
  host?: string;
  /** Port the server listens on, for the local default. */
  port: number;
}

const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]']);

/**
 * The origin for canonical links, JSON-LD, the sitemap, AMP links and the links in mail (password reset). Only from
 * configuration: the configured URL, else the listen address. Never from a request header (Host, Origin,
 * X-Forwarded-Host), which anyone can forge: a reset link pointing at another site hands over the account, and a
 * forged canonical link poisons caches. See docs/security.md.
 */
export function resolvePublicOrigin({ configured, host = '', port }: PublicOriginInput): string {
  if (configured !== '') return new URL(configured).origin;
  const name = host.trim().toLowerCase();
  if (WILDCARD_HOSTS.has(name)) return `http://localhost:${port}`;
  return `http://${name.includes(':') && !name.startsWith('[') ? `[${name}]` : name}:${port}`;
}
