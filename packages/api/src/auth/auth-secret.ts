import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiConfig } from '../config.js';

const SECRET_FILE = 'auth-secret';

/**
 * The key that signs access and group tokens. A configured `authHashSecret` wins; otherwise a random key is made once
 * and kept in the data directory, so sessions survive restarts and no install signs tokens with a key from the docs.
 */
export function resolveAuthSecret(config: Pick<ApiConfig, 'secrets' | 'dataDir'>): Uint8Array {
  if (config.secrets.authHashSecret) return new TextEncoder().encode(config.secrets.authHashSecret);
  const file = join(config.dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.dataDir, { recursive: true });
    // 'wx' fails when another process wrote it first; that one's key is then read below.
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
