export interface UrlParts {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/** Splits a root-relative URL without the WHATWG URL class, which needs a base and is not in the ES library. */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const queryAt = beforeHash.indexOf('?');
  return {
    pathname: queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash,
    search: queryAt >= 0 ? beforeHash.slice(queryAt) : '',
    hash,
  };
}

export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/** '' and '/' become '/'; anything else gets exactly one leading slash. */
export function withLeadingSlash(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

/** Non-empty segments, so that a trailing slash or a doubled slash does not create an empty parameter. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Absolute (`https:`, `mailto:`) and protocol-relative URLs leave the app and must not get a store prefix. */
export function isExternalUrl(url: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(url) || url.startsWith('//');
}
