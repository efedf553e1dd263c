import { request } from 'node:http';

export interface RawResponse {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/** One HTTP request with whatever method, path and headers it is given: fetch refuses a forged Host or TRACE. */
export function rawRequest(
  baseUrl: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const req = request({
      hostname,
      port,
      method: options.method ?? 'GET',
      path: options.path,
      headers: options.headers,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }),
      );
    });
    // A server may answer (413) and close before a huge body is sent; the answer is what the test wants.
    req.on('error', reject);
    req.end(options.body);
  });
}
