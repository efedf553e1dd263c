/** One earlier build whose hashed assets the server keeps serving to tabs still running it. */
export interface KeptBuild {
  /** When the build stopped being the current one (ms since the epoch). */
  keptAt: number;
  /** Its asset file names (relative to `assets/`). */
  files: string[];
}

export const KEPT_BUILDS = 3;
export const KEPT_BUILD_AGE_MS = 14 * 24 * 60 * 60 * 1000;

/**
 * Which earlier builds stay after a new build: the newest `maxBuilds` that are younger than `maxAgeMs`. A tab open for
 * longer than that has long been offered the refresh. `deleteFiles` are files no kept build and no current file names.
 */
export function pruneKeptBuilds(
  builds: readonly KeptBuild[],
  now: number,
  currentFiles: readonly string[],
  limits: { maxBuilds: number; maxAgeMs: number } = { maxBuilds: KEPT_BUILDS, maxAgeMs: KEPT_BUILD_AGE_MS },
): { keep: KeptBuild[]; deleteFiles: string[] } {
  const newestFirst = [...builds].sort((a, b) => b.keptAt - a.keptAt);
  const keep = newestFirst.filter((build, i) => i < limits.maxBuilds && now - build.keptAt <= limits.maxAgeMs);
  const needed = new Set([...keep.flatMap((build) => build.files), ...currentFiles]);
  const deleteFiles = [
    ...new Set(
      newestFirst
        .filter((build) => !keep.includes(build))
        .flatMap((build) => build.files)
        .filter((file) => !needed.has(file)),
    ),
  ].sort();
  return { keep, deleteFiles };
}
