// Task URLs are usually relative ('/api/cart/pull?...'), which the URL class cannot parse without inventing a base,
// so the query is edited as text; untouched parameters keep their exact encoding.

interface UrlParts {
  base: string;
  params: string[];
  hash: string;
}

function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const rest = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = rest.indexOf('?');
  if (queryAt < 0) return { base: rest, params: [], hash };
  const params = rest
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '');
  return { base: rest.slice(0, queryAt), params, hash };
}

function joinUrl({ base, params, hash }: UrlParts): string {
  return `${base}${params.length > 0 ? `?${params.join('&')}` : ''}${hash}`;
}

function keyOf(pair: string): string {
  const equalsAt = pair.indexOf('=');
  return equalsAt >= 0 ? pair.slice(0, equalsAt) : pair;
}

export function removeQueryParam(url: string, name: string): string {
  const parts = splitUrl(url);
  return joinUrl({ ...parts, params: parts.params.filter((pair) => keyOf(pair) !== name) });
}

/** Sets one query parameter, replacing any earlier occurrence so the server never sees two values. */
export function setQueryParam(url: string, name: string, value: string): string {
  const parts = splitUrl(removeQueryParam(url, name));
  parts.params.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
  return joinUrl(parts);
}
