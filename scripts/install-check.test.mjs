import { describe, expect, it } from 'vitest';
import { installProblem } from './install-check.mjs';

const LOCK = {
  packages: {
    '': { name: 'storefront' },
    'node_modules/react': { version: '19.2.0' },
    'node_modules/@esbuild/darwin-arm64': { version: '0.25.0', optional: true },
    'node_modules/@storefront/core': { resolved: 'packages/core', link: true },
  },
};
const INSTALLED = {
  packages: {
    'node_modules/react': { version: '19.2.0' },
    'node_modules/@storefront/core': { resolved: 'packages/core', link: true },
  },
};

describe('installProblem', () => {
  it('finds nothing to do when node_modules holds what the lock file lists, optional platform packages aside', () => {
    expect(installProblem(LOCK, INSTALLED)).toBeUndefined();
  });

  it('installs when npm never finished an install', () => {
    expect(installProblem(LOCK, undefined)).toBe('node_modules is missing or was not fully installed');
  });

  it('installs when a package is missing or has another version', () => {
    const { 'node_modules/react': _react, ...withoutReact } = INSTALLED.packages;
    expect(installProblem(LOCK, { packages: withoutReact })).toBe('node_modules/react is not installed');
    expect(
      installProblem(LOCK, { packages: { ...INSTALLED.packages, 'node_modules/react': { version: '19.1.0' } } }),
    ).toBe('node_modules/react is 19.1.0, package-lock.json wants 19.2.0');
  });
});
