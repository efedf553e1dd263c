import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../migrations.js';

// A released step must keep producing the very text shops' databases ran, however its source is written (some steps
// derive their PostgreSQL text from the SQLite one). [version, sqlite, postgres]: the first 16 hex digits of SHA-256.
const RELEASED_TEXTS: readonly (readonly [number, string, string])[] = [
  [1, '4d6855015537d17b', '85fc5070fff2a69d'],
  [2, '0b269c66c532a94c', '6a62201bad6f3366'],
  [3, '229e64388ca23334', '3f97059d0f2d01fd'],
  [4, '78a588e160e0dcd6', '54ffc9deed7c55b4'],
  [5, 'f92b1adbe27b14ce', '4e9f2e9e46afbbb3'],
  [6, '849bebf7b8f2a7e2', 'd24b775c88e545d2'],
  [7, '905d3553ec5d2399', '4329f879d7556c9f'],
  [8, '2ecc0d2c909d6069', 'a33ffdb40df13941'],
  [9, '558d407857d05734', '6206d6be474c1018'],
  [10, '5dcd6b9cd6356cac', '39de4b9ef1a619ed'],
  [12, '3369f164a0c801ad', '4ab6fb7faab71858'],
  [13, 'e110c3228de1a92d', 'd53ba47610b2c9f8'],
  [14, 'e49658c7d73cc185', '1f47650923914afc'],
];

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

describe('released migrations', () => {
  it.each(RELEASED_TEXTS)('step %i produces the SQL it was released with', (version, sqlite, postgres) => {
    const step = MIGRATIONS.find((m) => m.version === version);
    expect(step && [digest(step.sqlite), digest(step.postgres)]).toEqual([sqlite, postgres]);
  });
});
