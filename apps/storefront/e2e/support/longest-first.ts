import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order the end-to-end files start in: the longest first, whatever their project. Vitest's own order takes a
 * group's projects one after the other, so the files on PostgreSQL (the `e2e-postgres` project) started only when the
 * last SQLite files did, and ran as a tail of their own, with workers left idle behind its longest file (the run of
 * 2026-12-07: 160 s for 328 file-seconds, docs/testing.md#ci). Longest first across projects lets the long files of
 * both overlap with the rest and leaves the short ones for the end, where they fill the workers.
 *
 * "Longest" is the file's duration in the last run Vitest kept (`node_modules/.vite`) when both files have one, and
 * else its size: a clean clone has no durations, and a larger file is mostly a longer one.
 */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { cache, config } = this.ctx;
    // Read once per file: Vitest keeps both, the durations of its last run and the sizes it read before the sort.
    const measures = new Map(
      files.map((spec) => {
        const key = `${spec.project.name}:${relative(config.root, spec.moduleId)}`;
        return [spec, { duration: cache.getFileTestResults(key)?.duration, size: cache.getFileStats(key)?.size ?? 0 }];
      }),
    );
    return [...files].sort((a, b) => {
      const groups = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groups !== 0) return groups;
      const [first, second] = [measures.get(a)!, measures.get(b)!];
      if (first.duration !== undefined && second.duration !== undefined) return second.duration - first.duration;
      return second.size - first.size;
    });
  }
}
