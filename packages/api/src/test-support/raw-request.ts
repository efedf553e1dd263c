import { request } from 'node:http';
import { connect } from 'node:net';

export interface RawResponse {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP request with whatever method, path and headers it is given: fetch refuses a forged Host or TRACE. The API's
 * tests and the end-to-end tests both send odd requests this way.
 */
export function rawRequest(
  baseUrl: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    /** false sends no Host header at all, as an HTTP/1.0 client may. */
    setHost?: boolean;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const req = request({
      hostname,
      port,
      method: options.method ?? 'GET',
      path: options.path,
      headers: options.headers,
      setHost: options.setHost ?? true,
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

/** Bytes written straight to the socket, for request shapes no HTTP client sends (HTTP/1.0 with no Host). */
export function rawSocketRequest(baseUrl: string, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseUrl);
    const socket = connect(Number(port), hostname, () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf('\r\n\r\n') + 4) });
    });
  });
}
