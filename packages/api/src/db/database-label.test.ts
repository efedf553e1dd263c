import { describe, expect, it } from 'vitest';
import { databaseLabel } from './database-label.js';

describe('databaseLabel', () => {
  it('names the SQLite file, or the PostgreSQL URL without its password', () => {
    expect(databaseLabel({ databaseFile: '/data/shop.sqlite' })).toBe('/data/shop.sqlite');
    expect(databaseLabel({ databaseFile: 'x', databaseUrl: 'postgres://shop:secret@db:5432/shop' })).toBe(
      'postgres://shop:***@db:5432/shop',
    );
    expect(databaseLabel({ databaseFile: 'x', databaseUrl: 'not a url' })).toBe('PostgreSQL (DATABASE_URL)');
  });
});
