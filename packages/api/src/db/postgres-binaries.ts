import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Where Debian's PostgreSQL server binaries are, and which user runs them when we are root (PostgreSQL refuses to
 * run as root, and tests and containers often are). Shared by the tests' throwaway cluster
 * (test-support/postgres-server.ts) and the loopback topology (scripts/topology.mjs, which imports the build).
 */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/** Finds `initdb` and `postgres` on PATH, then in `/usr/lib/postgresql/<version>/bin` (newest first). */
export function findPostgresBinaries(
  where: { path?: string; debian?: string } = {},
): PostgresBinaries | { missing: string } {
  const dirs = (where.path ?? process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const debian = where.debian ?? '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    dirs.push(...versions.map((v) => join(debian, v, 'bin')));
  }
  for (const dir of dirs) {
    const initdb = join(dir, 'initdb');
    const postgres = join(dir, 'postgres');
    if (existsSync(initdb) && existsSync(postgres)) return { initdb, postgres };
  }
  return {
    missing:
      'PostgreSQL server binaries (initdb, postgres) were found neither on PATH nor in /usr/lib/postgresql/*/bin: ' +
      'install the Debian package `postgresql` to run the PostgreSQL tests',
  };
}

/** The uid/gid to run PostgreSQL as when we are root (it refuses root); undefined when we are not. */
export function postgresServerUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) {
    throw new Error("Running as root, and there is no `postgres` user to run PostgreSQL as (Debian's package adds it)");
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}
