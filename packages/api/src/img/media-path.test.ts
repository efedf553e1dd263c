import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error.js';
import { resolveMediaFile } from './media-path.js';

let dir: string;
let media: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'media-path-'));
  media = join(dir, 'media');
  await mkdir(join(media, 'demo'), { recursive: true });
  await mkdir(join(dir, 'shared'));
  await writeFile(join(media, 'demo', 'tee.jpg'), 'jpeg');
  await writeFile(join(dir, 'secret.txt'), 'secret');
  await writeFile(join(dir, 'shared', 'other.jpg'), 'jpeg');
  await symlink(join(dir, 'secret.txt'), join(media, 'escape.jpg'));
  await symlink(join(dir, 'shared'), join(media, 'outside'));
  await symlink(join(media, 'demo', 'tee.jpg'), join(media, 'alias.jpg'));
  await symlink(join(media, 'loop-b'), join(media, 'loop-a'));
  await symlink(join(media, 'loop-a'), join(media, 'loop-b'));
  await symlink(media, join(dir, 'media-link'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const refused = (mediaDir: string, path: string) => {
  try {
    resolveMediaFile(mediaDir, path);
  } catch (error) {
    return error instanceof ApiError && error.status === 400;
  }
  return false;
};

describe('resolveMediaFile', () => {
  it('resolves files, missing files and links that stay inside the media folder', () => {
    expect(resolveMediaFile(media, 'demo/tee.jpg')).toBe(join(media, 'demo', 'tee.jpg'));
    expect(resolveMediaFile(media, 'demo/missing.jpg')).toBe(join(media, 'demo', 'missing.jpg'));
    expect(resolveMediaFile(media, 'alias.jpg')).toBe(join(media, 'alias.jpg'));
  });

  it('refuses symbolic links, to files or folders, that lead out of the media folder', () => {
    expect(refused(media, 'escape.jpg')).toBe(true);
    expect(refused(media, 'outside/other.jpg')).toBe(true);
    expect(refused(media, 'loop-a')).toBe(true);
  });

  it('accepts a media folder that is itself reached through a link', () => {
    expect(resolveMediaFile(join(dir, 'media-link'), 'demo/tee.jpg')).toBe(join(dir, 'media-link', 'demo', 'tee.jpg'));
    expect(refused(join(dir, 'media-link'), 'escape.jpg')).toBe(true);
  });

  it('still refuses .. and absolute tricks', () => {
    expect(refused(media, '../secret.txt')).toBe(true);
    expect(refused(media, 'demo\\..\\..\\secret.txt')).toBe(true);
  });
});
