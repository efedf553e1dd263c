import { resolveTaskRequest } from '@storefront/core';

/**
 * Resolves once the API no longer accepts `token` (logout revokes its family), or after `attempts` tries. Logout sets
 * the page to guest before its request reaches the server; loaders reloaded before that would still read the old
 * session cookie and bring the customer back.
 */
export async function sessionEnded(
  meEndpoint: string,
  token: string,
  {
    attempts = 20,
    waitMs = 100,
    fetch: send = fetch,
  }: { attempts?: number; waitMs?: number; fetch?: typeof fetch } = {},
): Promise<void> {
  const { url, init } = resolveTaskRequest(
    { url: meEndpoint, payload: { method: 'GET' } },
    { token, multistore: false, tokenInHeader: true },
  );
  for (let attempt = 0; attempt < attempts; attempt++) {
    const status = await send(url, init as RequestInit).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 401) return;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
