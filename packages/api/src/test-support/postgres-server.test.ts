import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries } from './postgres-server.js';

const dir = mkdtempSync(join(tmpdir(), 'pg-binaries-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function fakeBin(path: string): string {
  mkdirSync(path, { recursive: true });
  for (const name of ['initdb', 'postgres']) {
    writeFileSync(join(path, name), '#!/bin/sh\n');
    chmodSync(join(path, name), 0o755);
  }
  return path;
}

describe('findPostgresBinaries', () => {
  it('prefers PATH, then the newest Debian version directory', () => {
    const onPath = fakeBin(join(dir, 'path-bin'));
    const debian = join(dir, 'usr-lib-postgresql');
    fakeBin(join(debian, '13', 'bin'));
    fakeBin(join(debian, '15', 'bin'));
    expect(findPostgresBinaries({ path: onPath, debian })).toEqual({
      initdb: join(onPath, 'initdb'),
      postgres: join(onPath, 'postgres'),
    });
    expect(findPostgresBinaries({ path: join(dir, 'nothing'), debian })).toEqual({
      initdb: join(debian, '15', 'bin', 'initdb'),
      postgres: join(debian, '15', 'bin', 'postgres'),
    });
  });

  it('says what to install when there are none (the PostgreSQL tests then skip with that reason)', () => {
    const found = findPostgresBinaries({ path: join(dir, 'nothing'), debian: join(dir, 'missing') });
    expect(found).toEqual({ missing: expect.stringContaining('install the Debian package `postgresql`') as string });
  });
});
