/** Relative endpoints are prefixed with `api.url` (VSF's processURLAddress); absolute ones are kept. */
export function endpointUrl(apiUrl: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${apiUrl.replace(/\/$/, '')}${path}`;
}
