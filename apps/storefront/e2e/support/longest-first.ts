import { statSync } from 'node:fs';
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
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) => `${spec.project.name}:${relative(root, spec.moduleId)}`;
    const duration = (spec: TestSpecification) => this.ctx.cache.getFileTestResults(key(spec))?.duration;
    const size = (spec: TestSpecification) => statSync(spec.moduleId).size;
    return [...files].sort((a, b) => {
      const groups = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (groups !== 0) return groups;
      const [durationA, durationB] = [duration(a), duration(b)];
      if (durationA !== undefined && durationB !== undefined) return durationB - durationA;
      return size(b) - size(a);
    });
  }
}
