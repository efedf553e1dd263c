import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadApiConfig } from './config.js';

const dir = mkdtempSync(join(tmpdir(), 'storefront-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadApiConfig', () => {
  it('starts from the spec defaults', () => {
    const config = loadApiConfig({ env: {} });
    expect(config.port).toBe(3000);
    expect(config.catalog.indices).toEqual([
      'vue_storefront_catalog',
      'vue_storefront_catalog_de',
      'vue_storefront_catalog_it',
    ]);
    expect(config.catalog.minScore).toBe(0.02);
    expect(config.search.searchableAttributes).toEqual({
      name: { boost: 4 },
      sku: { boost: 2 },
      'category.name': { boost: 1 },
    });
    expect(config.search.fuzziness).toBe(2);
    expect(config.tax.defaultCountry).toBe('US');
    expect(config.storeViews.de?.tax.defaultCountry).toBe('DE');
  });

  it('reads the shop URL for links in mail from STOREFRONT_PUBLIC_URL, and refuses one that is no http(s) URL', () => {
    expect(loadApiConfig({ env: {} }).publicUrl).toBe('');
    expect(loadApiConfig({ env: { STOREFRONT_PUBLIC_URL: 'https://shop.example.com' } }).publicUrl).toBe(
      'https://shop.example.com',
    );
    expect(() => loadApiConfig({ env: { STOREFRONT_PUBLIC_URL: 'shop.example.com' } })).toThrow(/publicUrl/);
  });

  it('reads the registration limit and the hash gate from the environment', () => {
    const config = loadApiConfig({
      env: { REGISTRATION_RATE_LIMIT_MAX: '3', PASSWORD_HASH_MAX_RUNNING: '1', PASSWORD_HASH_MAX_QUEUED: '0' },
    });
    expect(config.users.registrationRateLimit).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(config.users.passwordHashing).toMatchObject({ maxRunning: 1, maxQueued: 0 });
  });

  it('merges a JSON file, then the environment over it', () => {
    const file = join(dir, 'local.json');
    writeFileSync(
      file,
      JSON.stringify({ port: 4000, catalog: { defaultSize: 20 }, tax: { defaultRegion: 'California' } }),
    );
    const config = loadApiConfig({ env: { PORT: '5000', DATA_DIR: dir }, file });
    expect(config.port).toBe(5000);
    expect(config.catalog.defaultSize).toBe(20);
    expect(config.catalog.maxResultWindow).toBe(10_000);
    expect(config.tax.defaultRegion).toBe('California');
    expect(config.databaseFile).toBe(resolve(dir, 'storefront.sqlite'));
  });

  it('stops with a message naming the bad value', () => {
    expect(() => loadApiConfig({ env: { PORT: 'eighty' } })).toThrow(/Invalid API configuration: port:/);
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ not json');
    expect(() => loadApiConfig({ env: {}, file })).toThrow(/Cannot read the config file/);
  });
});
