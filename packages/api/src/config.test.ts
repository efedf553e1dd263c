import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveAuthSecret, resolveObjHashSecret, secretsWarnings, sharedSecretsProblem } from './auth/auth-secret.js';
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

  it('reads LOG_REQUESTS as the storefront reads its yes/no variables, and names it when it cannot', () => {
    for (const word of ['true', '1', 'yes', 'on'])
      expect(loadApiConfig({ env: { LOG_REQUESTS: word } }).logRequests).toBe(true);
    for (const word of ['false', '0', 'no', 'off'])
      expect(loadApiConfig({ env: { LOG_REQUESTS: word } }).logRequests).toBe(false);
    expect(() => loadApiConfig({ env: { LOG_REQUESTS: 'maybe' } })).toThrow(
      'Invalid API configuration: LOG_REQUESTS: expected true or false, got "maybe"',
    );
  });

  it('keeps GraphQL introspection and GraphiQL to development unless the file turns them on in production', () => {
    expect(loadApiConfig({ env: {}, file: '' }).graphql).toMatchObject({ introspection: true, graphiql: true });
    const production = { NODE_ENV: 'production', DATA_DIR: dir };
    expect(loadApiConfig({ env: production, file: '' }).graphql).toMatchObject({
      introspection: false,
      graphiql: false,
    });
    const file = join(dir, 'graphql.json');
    writeFileSync(file, JSON.stringify({ graphql: { introspection: true } }));
    expect(loadApiConfig({ env: production, file }).graphql).toMatchObject({ introspection: true, graphiql: false });
  });

  it('stops with a message naming the bad value', () => {
    expect(() => loadApiConfig({ env: { PORT: 'eighty' } })).toThrow(/Invalid API configuration: port:/);
    const file = join(dir, 'broken.json');
    writeFileSync(file, '{ not json');
    expect(() => loadApiConfig({ env: {}, file })).toThrow(/Cannot read the config file/);
  });
});

describe('secrets', () => {
  const dataDir = (name: string) => join(dir, name);

  it('has no known default: an unset OBJ_HASH_SECRET is generated once per data directory, owner-only', () => {
    const one = resolveObjHashSecret(loadApiConfig({ env: { DATA_DIR: dataDir('one') }, file: '' }));
    const again = resolveObjHashSecret(loadApiConfig({ env: { DATA_DIR: dataDir('one') }, file: '' }));
    const other = resolveObjHashSecret(loadApiConfig({ env: { DATA_DIR: dataDir('other') }, file: '' }));
    expect(one).toBe(again);
    expect(one).not.toBe(other);
    expect(one).toMatch(/^[\w-]{43}$/);
    expect(statSync(join(dataDir('one'), 'obj-hash-secret')).mode & 0o777).toBe(0o600);
    expect(loadApiConfig({ env: { DATA_DIR: dataDir('one') }, file: '' }).secrets).toEqual({
      objHashSecret: '',
      authHashSecret: '',
      bookingLinkSecret: '',
    });
  });

  it('takes OBJ_HASH_SECRET and AUTH_HASH_SECRET as given, refusing short ones and the former default', () => {
    const env = { DATA_DIR: dataDir('set'), OBJ_HASH_SECRET: 'o'.repeat(32), AUTH_HASH_SECRET: 'a'.repeat(32) };
    const config = loadApiConfig({ env, file: '' });
    expect(resolveObjHashSecret(config)).toBe('o'.repeat(32));
    expect(new TextDecoder().decode(resolveAuthSecret(config))).toBe('a'.repeat(32));
    expect(() => loadApiConfig({ env: { ...env, OBJ_HASH_SECRET: 'short' }, file: '' })).toThrow(
      /secrets\.objHashSecret: must be at least 16 characters/,
    );
    expect(() =>
      loadApiConfig({ env: { ...env, OBJ_HASH_SECRET: 'change-this-secret-in-production' }, file: '' }),
    ).toThrow(/secrets\.objHashSecret: is the published former default/);
  });

  it('refuses a PostgreSQL shop or a cluster without both secrets, naming the variables to set', () => {
    const load = (env: Record<string, string>) => loadApiConfig({ env: { DATA_DIR: dataDir('x'), ...env }, file: '' });
    const postgres = { DATABASE_URL: 'postgres://shop@127.0.0.1/shop' };
    expect(sharedSecretsProblem(load({}))).toBeUndefined();
    expect(sharedSecretsProblem(load(postgres))).toMatch(
      /^Refusing to start: set OBJ_HASH_SECRET and AUTH_HASH_SECRET .*PostgreSQL \(DATABASE_URL\)/,
    );
    expect(sharedSecretsProblem(load({}), { cluster: true })).toMatch(
      /set OBJ_HASH_SECRET and AUTH_HASH_SECRET .*cluster/,
    );
    expect(sharedSecretsProblem(load({ ...postgres, OBJ_HASH_SECRET: 'o'.repeat(32) }))).toMatch(
      /^Refusing to start: set AUTH_HASH_SECRET \(/,
    );
    const both = { OBJ_HASH_SECRET: 'o'.repeat(32), AUTH_HASH_SECRET: 'a'.repeat(32) };
    expect(sharedSecretsProblem(load({ ...postgres, ...both }))).toBeUndefined();
    expect(sharedSecretsProblem(load(both), { cluster: true })).toBeUndefined();
  });
});

describe('secretsWarnings', () => {
  it('names each generated secret and its file, and the fake payment provider; nothing when all is set', () => {
    const load = (env: Record<string, string>) =>
      loadApiConfig({ env: { DATA_DIR: join(dir, 'w'), ...env }, file: '' });
    const warnings = secretsWarnings(load({}));
    expect(warnings).toEqual([
      expect.stringContaining(
        `OBJ_HASH_SECRET is not set: using the key generated in ${join(dir, 'w', 'obj-hash-secret')}`,
      ),
      expect.stringContaining(
        `AUTH_HASH_SECRET is not set: using the key generated in ${join(dir, 'w', 'auth-secret')}`,
      ),
      expect.stringContaining('local fake provider, which takes no money'),
    ]);
    const set = load({
      OBJ_HASH_SECRET: 'o'.repeat(32),
      AUTH_HASH_SECRET: 'a'.repeat(32),
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_SECRET: 'secret',
    });
    expect(secretsWarnings(set)).toEqual([]);
  });
});
