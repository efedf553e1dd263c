import { describe, expect, it } from 'vitest';
import { minimumVersion, nodeVersionProblem } from './node-version.mjs';

describe('nodeVersionProblem', () => {
  it.each(['v20.19.0', 'v20.19.5', 'v20.20.0', 'v22.0.0', 'v24.11.1'])('accepts %s for >=20.19', (version) => {
    expect(nodeVersionProblem(version, '>=20.19')).toBeUndefined();
  });

  it.each(['v20.18.3', 'v18.20.8', 'v20.9.0'])('refuses %s for >=20.19 with what to do', (version) => {
    expect(nodeVersionProblem(version, '>=20.19')).toBe(
      `This project needs Node.js 20.19.0 or newer (package.json engines.node ">=20.19"); this is Node.js ${version.slice(1)}. ` +
        'Install a current LTS release from https://nodejs.org (or switch with nvm/fnm/volta) and run npm start again.',
    );
  });

  it('reads the range of package.json engines', () => {
    expect(minimumVersion('>=20.19')).toEqual([20, 19, 0]);
    expect(minimumVersion('>= 22.1.2')).toEqual([22, 1, 2]);
    expect(minimumVersion('^20')).toBeUndefined();
  });
});
