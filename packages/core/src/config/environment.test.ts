import { describe, expect, it } from 'vitest';
import { environmentSchema, logLevelOf, parseBooleanWord, readEnvironment } from './environment.js';

describe('parseBooleanWord', () => {
  it('reads true/1/yes/on and false/0/no/off in any case, with spaces around', () => {
    for (const word of ['true', '1', 'yes', 'on', 'TRUE', 'Yes', ' on ']) expect(parseBooleanWord(word)).toBe(true);
    for (const word of ['false', '0', 'no', 'off', 'FALSE', 'No', ' off ']) expect(parseBooleanWord(word)).toBe(false);
  });

  it('reads nothing else, so a typo is never taken for "no"', () => {
    for (const word of ['maybe', 'y', 'n', '2', 'enabled', 'tru', '']) expect(parseBooleanWord(word)).toBeUndefined();
  });
});

describe('readEnvironment', () => {
  it('gives every yes/no variable the same reading, the API’s and the storefront’s alike', () => {
    const reading = readEnvironment({ LOG_REQUESTS: 'yes', STOREFRONT_MULTISTORE: 'on', STOREFRONT_OUTPUT_CACHE: '0' });
    expect(reading).toEqual({
      ok: true,
      values: { LOG_REQUESTS: true, STOREFRONT_MULTISTORE: true, STOREFRONT_OUTPUT_CACHE: false },
    });
  });

  it('refuses an unreadable yes/no value with a message naming the variable', () => {
    const reading = readEnvironment({ LOG_REQUESTS: 'maybe', STOREFRONT_SHORT_URLS: 'nope', PORT: '3000' });
    expect(reading).toEqual({
      ok: false,
      issues: [
        {
          path: 'LOG_REQUESTS',
          message: 'expected true or false, got "maybe" (true, 1, yes, on or false, 0, no, off)',
        },
        {
          path: 'STOREFRONT_SHORT_URLS',
          message: 'expected true or false, got "nope" (true, 1, yes, on or false, 0, no, off)',
        },
      ],
    });
  });

  it('ignores empty, unknown and (when asked) other variables', () => {
    expect(readEnvironment({ PORT: '', HOST: '  ', UNRELATED: 'x' })).toEqual({ ok: true, values: {} });
    expect(readEnvironment({ LOG_REQUESTS: 'maybe', PORT: '80' }, ['PORT'])).toEqual({
      ok: true,
      values: { PORT: 80 },
    });
  });

  it('reads numbers, lists and the proxy setting', () => {
    const reading = readEnvironment({
      PORT: '8080',
      CORS_ORIGINS: ' https://a.example, ,https://b.example ',
      TRUST_PROXY: '2',
      STOREFRONT_PUBLIC_URL: ' https://shop.example ',
    });
    expect(reading).toEqual({
      ok: true,
      values: {
        PORT: 8080,
        CORS_ORIGINS: ['https://a.example', 'https://b.example'],
        TRUST_PROXY: 2,
        STOREFRONT_PUBLIC_URL: 'https://shop.example',
      },
    });
    expect(readEnvironment({ TRUST_PROXY: 'loopback, 10.0.0.0/8' })).toEqual({
      ok: true,
      values: { TRUST_PROXY: ['loopback', '10.0.0.0/8'] },
    });
  });

  it('knows every variable by its upper-case name', () => {
    for (const name of Object.keys(environmentSchema.shape)) expect(name).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});

describe('LOG_LEVEL', () => {
  it('takes one of the loggers’ levels in any case, and info when unset or misspelt', () => {
    expect(logLevelOf({ LOG_LEVEL: ' Debug ' })).toBe('debug');
    expect(logLevelOf({ LOG_LEVEL: 'silent' })).toBe('silent');
    expect(logLevelOf({})).toBe('info');
    expect(logLevelOf({ LOG_LEVEL: 'verbose' })).toBe('info');
  });

  it('refuses a misspelt level with a message naming the variable and the levels', () => {
    expect(readEnvironment({ LOG_LEVEL: 'verbose' }, ['LOG_LEVEL'])).toEqual({
      ok: false,
      issues: [{ path: 'LOG_LEVEL', message: 'expected one of silent, fatal, error, warn, info, debug, trace' }],
    });
  });
});
