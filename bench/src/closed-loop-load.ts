import { Agent, request } from 'node:http';
import { summarize } from './stats.js';

export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  medianMs: number;
  p95Ms: number;
  errors: number;
  /** Answers the output cache served (X-VS-Cache: Hit), in percent of the successful ones. */
  hitPercent: number;
}

export interface Timing {
  /** From sending the request to its status line and headers. */
  firstByteMs: number;
  /** From sending the request to the last byte of the body. */
  totalMs: number;
  status: number;
  hit: boolean;
}

/**
 * A browser asks for gzip: the figures include the compression every answer (a cached one too) goes through. The
 * body is read and dropped, never decoded: the load generator must cost the 2 shared cores as little as possible.
 */
const HEADERS = { 'accept-encoding': 'gzip', accept: 'text/html' };

/** One GET on a kept-alive connection of `agent`, timed. */
export function timedGet(url: string, agent: Agent): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(url, { agent, headers: HEADERS }, (res) => {
      const firstByteMs = performance.now() - started;
      res.on('data', () => {});
      res.on('end', () =>
        resolve({
          firstByteMs,
          totalMs: performance.now() - started,
          status: res.statusCode ?? 0,
          hit: res.headers['x-vs-cache'] === 'Hit',
        }),
      );
      res.on('error', reject);
    });
    // A hung server fails the cell instead of the whole bench waiting for ever.
    req.setTimeout(30_000, () => req.destroy(new Error(`no answer in 30 s from ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Closed loop: `concurrency` clients on kept-alive connections, each sending its next request as soon as its last
 * answer is complete, for `durationMs`. Requests per second are the completed answers over the elapsed time.
 */
export async function closedLoop(url: string, concurrency: number, durationMs: number): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const samples: number[] = [];
  let errors = 0;
  let hits = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      try {
        const timing = await timedGet(url, agent);
        if (timing.status === 200) {
          samples.push(timing.totalMs);
          if (timing.hit) hits++;
        } else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = performance.now() - started;
  agent.destroy();
  const { median, p95 } = summarize(samples);
  return {
    requests: samples.length,
    requestsPerSecond: (samples.length / elapsed) * 1000,
    medianMs: median,
    p95Ms: p95,
    errors,
    hitPercent: samples.length === 0 ? 0 : (hits / samples.length) * 100,
  };
}

/** Sequential requests on one kept-alive connection (no queueing): the median of each timing. */
export async function sequentialTimings(
  url: string,
  count: number,
): Promise<{ firstByteMs: number; totalMs: number; hitPercent: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const firstBytes: number[] = [];
  const totals: number[] = [];
  let hits = 0;
  try {
    for (let i = 0; i < count; i++) {
      const timing = await timedGet(url, agent);
      if (timing.status !== 200) throw new Error(`${timing.status} for ${url}`);
      firstBytes.push(timing.firstByteMs);
      totals.push(timing.totalMs);
      if (timing.hit) hits++;
    }
  } finally {
    agent.destroy();
  }
  return {
    firstByteMs: summarize(firstBytes).median,
    totalMs: summarize(totals).median,
    hitPercent: (hits / count) * 100,
  };
}
