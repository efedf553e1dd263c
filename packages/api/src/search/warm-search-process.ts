import { setFlagsFromString } from 'node:v8';
import type { ApiConfig } from '../config.js';
import { WARM_ENTITIES, type IndexRegistry } from './index-registry.js';

/**
 * How a process that holds the search index (the API server, or `npm start`'s server with the API embedded) gets
 * ready: it builds or loads the default index's entities, says how long that took, and from then on lets V8's heap
 * grow by `catalog.heapGrowthPercent` past what a full collection left alive, instead of V8's own factor.
 *
 * Why: once the index is loaded the heap is mostly the index, which lives as long as the process, and every request
 * leaves a little garbage that outlives the young generation (its router, logger and response objects, promoted
 * while other requests ran). V8 sizes the next limit at up to about twice the live heap, so at 100 000 products a
 * search process under a storefront's load went from 560 to 740-920 MB RSS before its next full collection, with a
 * live heap of about 200 MB. Growing by a quarter (the default), it collects a few times a minute under that load and
 * stayed at 518-594 MB (docs/deployment.md#memory). V8 adds the young generation's size to that limit, so the heap
 * still swings by about 100 MB between collections. It is a growth factor, not a limit: a larger catalogue still grows as far as
 * it needs, and nothing is ever refused for memory. It is set only once the index is ready, so the start-up (which
 * builds or reads hundreds of megabytes of live index) is not slowed by collections that would find nothing to free.
 */
export async function warmSearchProcess(
  registry: IndexRegistry,
  config: Pick<ApiConfig, 'catalog'>,
  options: { log?: (line: string) => void; setFlags?: (flags: string) => void; execArgv?: readonly string[] } = {},
): Promise<void> {
  const started = performance.now();
  await registry.warm(config.catalog.defaultIndex, WARM_ENTITIES);
  (options.log ?? console.log)(`Search index ready in ${Math.round(performance.now() - started)} ms`);
  const flag = heapGrowthFlag(config.catalog.heapGrowthPercent, options.execArgv ?? process.execArgv);
  if (flag) (options.setFlags ?? setFlagsFromString)(flag);
}

/**
 * The V8 flag for `percent` (0: V8's own growth), none when the process was started with a growth of its own
 * (`node --heap-growing-percent=N`, which wins).
 */
export function heapGrowthFlag(percent: number, execArgv: readonly string[]): string | undefined {
  if (percent <= 0 || execArgv.some((flag) => /^--heap[-_]growing[-_]percent\b/.test(flag))) return undefined;
  return `--heap-growing-percent=${percent}`;
}
