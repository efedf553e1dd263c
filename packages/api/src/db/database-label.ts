import type { ApiConfig } from '../config.js';

/** Where the shop's data lives, for the start-up line: the PostgreSQL URL without its password, or the SQLite file. */
export function databaseLabel(config: Pick<ApiConfig, 'databaseFile' | 'databaseUrl'>): string {
  if (!config.databaseUrl) return config.databaseFile;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
