/**
 * JSON requests as the tests send them, with no dependency on the API's code: the end-to-end tests use them too.
 */

// Tests read arbitrary JSON answers; `any` keeps their assertions short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJson = any;

export async function getJson(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: AnyJson; headers: Headers }> {
  const response = await fetch(url, init);
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, body, headers: response.headers };
}

/** A request with `method`, a JSON content type and, when one is given, `body` as JSON. */
export function sendJson(url: string, method: string, body?: unknown) {
  return getJson(url, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
}

export function postJson(url: string, body: unknown) {
  return sendJson(url, 'POST', body);
}
