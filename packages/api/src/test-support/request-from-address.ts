import { request } from 'node:http';

/**
 * `getJson` from another loopback address (any of 127.0.0.0/8 on Linux): the server sees a second client by its
 * socket, so per-client limits can be tested without a proxy. Plain HTTP only.
 */
export function getJsonFrom(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: init.method ?? 'GET', headers: init.headers, localAddress }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text itself.
        }
        const headers = new Headers();
        for (const [name, value] of Object.entries(response.headers))
          for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, one);
        resolve({ status: response.statusCode ?? 0, body, headers });
      });
    });
    sent.on('error', reject);
    sent.end(init.body);
  });
}
