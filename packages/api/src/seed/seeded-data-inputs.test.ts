import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadApiConfig } from '../config.js';
import { seededDataInputs } from './seeded-data-inputs.js';

const inputs = (env: Record<string, string>) =>
  JSON.stringify(seededDataInputs(loadApiConfig({ env: { DATA_DIR: '/shop', ...env } })));

describe('seededDataInputs', () => {
  it('leaves out what only changes a running shop: token lives, hashing costs, rate limits, payment, production mode', () => {
    const plain = inputs({});
    expect(inputs({ ACCESS_TOKEN_TTL: '2' })).toBe(plain);
    expect(inputs({ PAYMENT_TIMEOUT_MS: '2000' })).toBe(plain);
    expect(inputs({ ORDER_RATE_LIMIT_MAX: '1' })).toBe(plain);
    expect(inputs({ SMTP_URL: 'smtp://127.0.0.1:9' })).toBe(plain);
    expect(inputs({ NODE_ENV: 'production' })).toBe(plain);
  });

  it('keeps what the seeded catalogue and its saved index are made of: the data directory and the indexes', () => {
    const plain = inputs({});
    expect(inputs({ DATA_DIR: '/other' })).not.toBe(plain);
    const file = join(mkdtempSync(join(tmpdir(), 'seeded-data-inputs-')), 'api.json');
    writeFileSync(file, JSON.stringify({ catalog: { savedIndex: false } }));
    expect(inputs({ API_CONFIG_FILE: file })).not.toBe(plain);
  });
});
