import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations.js';

// A released step must keep producing the very text shops' databases ran, however its source is written (some steps
// derive their PostgreSQL text from the SQLite one). The file holds, per version, the first 16 hex digits of the
// SHA-256 of each dialect's text; a new step adds its line there once released.
const released = JSON.parse(readFileSync(new URL('./released-migrations.json', import.meta.url), 'utf8')) as Record<
  string,
  { sqlite: string; postgres: string }
>;

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

describe('released migrations', () => {
  it.each(Object.entries(released))('step %s produces the SQL it was released with', (version, digests) => {
    const step = MIGRATIONS.find((m) => m.version === Number(version));
    expect(step && { sqlite: digest(step.sqlite), postgres: digest(step.postgres) }).toEqual(digests);
  });
});
