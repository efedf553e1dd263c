import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryName, findRegion, REGIONS, regionsOf } from './countries.js';

describe('country and region lists', () => {
  it('hold VSF 1 sample data in its order', () => {
    expect(COUNTRIES[0]).toEqual({ name: 'Afghanistan', code: 'AF' });
    expect(COUNTRIES.at(-1)).toEqual({ name: 'Åland Islands', code: 'AX' });
    expect(Object.keys(REGIONS)).toEqual(['US']);
  });

  it('list 246 countries with unique two-letter codes', () => {
    expect(COUNTRIES).toHaveLength(246);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(246);
    expect(COUNTRIES.every((country) => /^[A-Z]{2}$/.test(country.code))).toBe(true);
    expect(countryName('DE')).toBe('Germany');
    expect(countryName('XX')).toBeUndefined();
  });

  it('give the regions of a country that has them, none otherwise', () => {
    expect(regionsOf('US')).toContainEqual({ name: 'California', code: 'CA' });
    expect(regionsOf('US').length).toBeGreaterThan(50);
    expect(regionsOf('DE')).toEqual([]);
    expect(regionsOf('constructor')).toEqual([]);
  });

  it('find a listed region by its name as the suggestions show it, or by its code, in any case and spacing', () => {
    const illinois = { name: 'Illinois', code: 'IL' };
    for (const typed of ['Illinois', 'IL', 'il', ' illinois ', 'ILLINOIS'])
      expect(findRegion('US', typed)).toEqual(illinois);
    expect(findRegion('US', 'District of Columbia')?.code).toBe('DC');
    expect(findRegion('US', 'Illinoi')).toBeUndefined();
    expect(findRegion('US', '')).toBeUndefined();
    expect(findRegion('DE', 'Bayern')).toBeUndefined();
  });
});
