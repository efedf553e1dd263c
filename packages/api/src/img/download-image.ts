import { ApiError } from '../http/api-error.js';
import type { HostPolicy } from './host-policy.js';
import { downloadFailedMessage } from './image-errors.js';

export interface DownloadLimits {
  timeoutMs: number;
  /** Product photos are a few MB; the cap keeps one request from filling the heap. */
  maxBytes: number;
  maxRedirects: number;
}

export const DEFAULT_DOWNLOAD_LIMITS: DownloadLimits = {
  timeoutMs: 15_000,
  maxBytes: 25 * 1024 * 1024,
  maxRedirects: 3,
};

/**
 * Fetches a remote source image. Redirects are followed by hand so every hop passes the host policy;
 * otherwise an allowed host could bounce the server to an internal address. Any failure is the contract's 400.
 */
export async function downloadImage(
  url: URL,
  isHostAllowed: HostPolicy,
  limits = DEFAULT_DOWNLOAD_LIMITS,
): Promise<Buffer> {
  const fail = () => new ApiError(400, downloadFailedMessage(url.href));
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let current = url;
  try {
    for (let hop = 0; hop <= limits.maxRedirects; hop++) {
      const response = await fetch(current, { redirect: 'manual', signal });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location !== null) {
        await response.body?.cancel();
        current = new URL(location, current);
        if (!isHostAllowed(current)) throw fail();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw fail();
      }
      return await readCapped(response, limits.maxBytes, fail);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw fail();
  }
  throw fail();
}

async function readCapped(response: Response, maxBytes: number, fail: () => Error): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes || response.body === null) {
    await response.body?.cancel();
    throw fail();
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw fail();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
