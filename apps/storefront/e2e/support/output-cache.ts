/** One page as the output-cache tests look at it. */
export interface CachedPage {
  status: number;
  /** `X-VS-Cache`: Hit, Miss, or null when the cache stood aside. */
  cache: string | null;
  tags: string[];
  body: string;
  headers: Headers;
}

export async function getPage(base: string, path: string, headers: Record<string, string> = {}): Promise<CachedPage> {
  const response = await fetch(`${base}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-vs-cache'),
    tags: (response.headers.get('x-vs-cache-tags') ?? '').split(' ').filter(Boolean),
    body: await response.text(),
    headers: response.headers,
  };
}

export async function invalidate(base: string, query: string, method = 'GET') {
  const response = await fetch(`${base}/invalidate?${query}`, { method });
  return { status: response.status, body: (await response.json()) as { code: number; result: string } };
}
