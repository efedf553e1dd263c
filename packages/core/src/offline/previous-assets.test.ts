import { describe, expect, it } from 'vitest';
import { pruneKeptBuilds } from './previous-assets.js';

const DAY = 24 * 60 * 60 * 1000;
const limits = { maxBuilds: 2, maxAgeMs: 14 * DAY };

describe('pruneKeptBuilds', () => {
  it('keeps the newest builds within the cap and deletes the files only older builds named', () => {
    const now = 100 * DAY;
    const builds = [
      { keptAt: now - 3 * DAY, files: ['a.js', 'shared.js'] },
      { keptAt: now - 1 * DAY, files: ['c.js', 'shared.js'] },
      { keptAt: now - 2 * DAY, files: ['b.js'] },
    ];
    const { keep, deleteFiles } = pruneKeptBuilds(builds, now, [], limits);
    expect(keep.map((build) => build.files[0])).toEqual(['c.js', 'b.js']);
    expect(deleteFiles).toEqual(['a.js']);
  });

  it('drops builds older than the age limit even under the cap, but never a file the current build uses', () => {
    const now = 100 * DAY;
    const { keep, deleteFiles } = pruneKeptBuilds(
      [{ keptAt: now - 15 * DAY, files: ['old.js', 'same.js'] }],
      now,
      ['same.js'],
      limits,
    );
    expect(keep).toEqual([]);
    expect(deleteFiles).toEqual(['old.js']);
  });
});
